import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs'
import {
  Alert,
  App,
  Button,
  Card,
  ConfigProvider,
  Empty,
  Flex,
  Input,
  Layout,
  Pagination,
  Segmented,
  Skeleton,
  Spin,
  Tag,
  Typography,
} from 'antd'
import { renderToString } from 'react-dom/server'
import { appThemes, type ResolvedTheme } from '../src/features/theme/themes'

/**
 * The antd styles of the signed-in frame and the Food Log's first view, computed at build time (webpack.config.js
 * writes them to `antd-first-view.[hash].css`; README.md, Performance). antd's CSS-in-JS skips generating and
 * injecting a component's styles when that stylesheet, loaded before antd runs, lists the component's style path:
 * about a tenth of the Food Log's first render on a slow phone. A component left out here (or a screen loaded later)
 * has its styles made at run time as before, so the list only affects speed, never looks.
 *
 * The build runs scripts/writeAntdFirstViewStyles.ts with NODE_ENV=production: antd names its style scope differently
 * in development.
 */
function FirstViewParts() {
  return (
    <App>
      <Layout>
        <Layout.Header>
          <Button type="text" icon={<span />} aria-label="menu" />
        </Layout.Header>
        <Layout.Content>
          <Flex vertical gap={8}>
            <Typography.Title level={2}>Food Log</Typography.Title>
            <Typography.Text type="secondary">text</Typography.Text>
            <Typography.Paragraph>paragraph</Typography.Paragraph>
            <Button type="primary">primary</Button>
            <Button>default</Button>
            <Button type="link" size="small">
              link
            </Button>
            <Input placeholder="search" />
            <Input.TextArea />
            <Segmented block options={['a', 'b']} defaultValue="a" />
            <Card title="card" extra={<Button size="small">+</Button>}>
              <Tag color="processing">tag</Tag>
              <Tag>tag</Tag>
            </Card>
            <Alert type="info" title="alert" />
            <Skeleton active />
            <Spin />
            <Empty />
            <Pagination align="center" defaultCurrent={1} pageSize={7} total={30} />
          </Flex>
        </Layout.Content>
      </Layout>
    </App>
  )
}

/** The first view's antd styles in a theme, with the list of style paths antd checks before making a component's. */
export function antdFirstViewStyles(mode: ResolvedTheme): string {
  const cache = createCache()
  renderToString(
    <StyleProvider cache={cache}>
      <ConfigProvider theme={appThemes[mode]}>
        <FirstViewParts />
      </ConfigProvider>
    </StyleProvider>,
  )
  return extractStyle(cache, { plain: true, types: ['style'] })
}
