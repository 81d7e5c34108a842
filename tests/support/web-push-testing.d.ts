// web-push-testing (a stand-in push service for the tests) ships CommonJS without types.
declare module 'web-push-testing/src/server.js' {
  import type { PushApiModel } from 'web-push-testing/src/PushApiModel.js';
  export default class TestingServer {
    constructor(model: PushApiModel, port: number);
    startServer(): void;
    _server?: { close(): void };
  }
}

declare module 'web-push-testing/src/PushApiModel.js' {
  export class PushApiModel {}
}
