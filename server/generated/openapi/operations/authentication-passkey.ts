/**
 * GENERATED FILE, DO NOT EDIT. Generated from openapi.yaml by `npm run codegen` (scripts/codegen.ts).
 * Change openapi.yaml (or openapi-config.ts, or the cache tags in src/api/tags/) and regenerate.
 */
import type { components } from '../components'
export interface AuthenticationPasskeyOperations {
  passkeyHas: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['EmailRequest']
      }
    }
    responses: {
      /** @description Whether the account with that email has at least one passkey. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['HasPasskeyResult']
        }
      }
      400: components['responses']['BadRequest']
      429: components['responses']['TooManyRequests']
    }
  }
  passkeyLoginBegin: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['PasskeyLoginBeginRequest']
      }
    }
    responses: {
      /** @description Request options for `navigator.credentials.get`. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['PublicKeyRequestOptions']
        }
      }
      400: components['responses']['BadRequest']
      429: components['responses']['TooManyRequests']
    }
  }
  passkeyLoginFinish: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['PasskeyLoginFinishRequest']
      }
    }
    responses: {
      /** @description A session. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['LoginResult']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      429: components['responses']['TooManyRequests']
    }
  }
  passkeyRegisterBegin: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['PasskeyRegisterBeginRequest']
      }
    }
    responses: {
      /** @description Creation options for `navigator.credentials.create`. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['PublicKeyCreationOptions']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      409: components['responses']['Conflict']
      429: components['responses']['TooManyRequests']
    }
  }
  passkeyRegisterFinish: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['PasskeyRegisterFinishRequest']
      }
    }
    responses: {
      /** @description A session. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['LoginResult']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      409: components['responses']['Conflict']
      429: components['responses']['TooManyRequests']
    }
  }
  passkeyStatus: {
    parameters: {
      query?: {
        /** @description The signed-in user's email (accepted, not needed). */
        email?: components['parameters']['EmailQuery']
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The passkeys. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['PasskeyStatus']
        }
      }
      401: components['responses']['Unauthorized']
    }
  }
  passkeyRemove: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['PasskeyRemoveRequest']
      }
    }
    responses: {
      /** @description The passkey was removed. */
      204: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
    }
  }
  passkeyRename: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['PasskeyRenameRequest']
      }
    }
    responses: {
      /** @description The renamed passkey. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Passkey']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
    }
  }
}
