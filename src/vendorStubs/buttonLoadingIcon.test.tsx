import { render, waitFor } from '@testing-library/react'
import AntdLoadingIcon from 'antd/es/button/DefaultLoadingIcon'
import { type ComponentType, Profiler } from 'react'
import ButtonLoadingIcon from './buttonLoadingIcon'

/** As antd's Button passes them: `mount` is true in its first render only. */
type IconProps = { loading: boolean; mount: boolean; existIcon?: boolean }

/** Renders a loading icon and records the phase of each commit React makes for it. */
function renderIcon(Icon: ComponentType<IconProps & { prefixCls: string; existIcon: boolean }>, props: IconProps) {
  const commits: string[] = []
  const tree = (next: IconProps) => (
    <Profiler id="icon" onRender={(_id, phase) => commits.push(phase)}>
      <Icon prefixCls="ant-btn" existIcon={false} {...next} />
    </Profiler>
  )
  const view = render(tree(props))
  return { ...view, commits, update: (next: IconProps) => view.rerender(tree(next)) }
}

const spinner = (container: HTMLElement) => container.querySelector('.ant-btn-loading-icon .anticon-loading')

describe('the Button loading icon of the production build', () => {
  it('mounts in one commit and draws nothing while the button is not loading', () => {
    const { container, commits } = renderIcon(ButtonLoadingIcon, { loading: false, mount: true })

    expect(container).toBeEmptyDOMElement()
    expect(commits).toEqual(['mount'])
  })

  it("replaces antd's, which re-renders itself as it mounts", () => {
    const { commits } = renderIcon(AntdLoadingIcon, { loading: false, mount: true })

    expect(commits.length).toBeGreaterThan(1)
  })

  it('shows the spinner once the button loads, and takes it away after', async () => {
    const { container, update } = renderIcon(ButtonLoadingIcon, { loading: false, mount: true })

    // As antd's Button passes them after it has mounted: `mount` false, so the icon makes its entrance.
    update({ loading: true, mount: false })
    expect(spinner(container)).toBeInTheDocument()

    update({ loading: false, mount: false })
    await waitFor(() => expect(spinner(container)).not.toBeInTheDocument())
  })

  it('shows the spinner of a button that mounts loading, and beside an icon', () => {
    expect(spinner(renderIcon(ButtonLoadingIcon, { loading: true, mount: true }).container)).toBeInTheDocument()
    const withIcon = renderIcon(ButtonLoadingIcon, { loading: true, mount: false, existIcon: true })
    expect(spinner(withIcon.container)).toBeInTheDocument()
  })
})
