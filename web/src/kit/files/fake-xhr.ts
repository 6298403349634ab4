/** A stand-in for XMLHttpRequest in tests: records the request and lets the test answer it. */
export class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  aborted = false;
  private listeners = new Map<string, (() => void)[]>();
  private uploadListeners: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void)[] = [];
  upload = {
    addEventListener: (
      _type: 'progress',
      fn: (event: { loaded: number; total: number; lengthComputable: boolean }) => void,
    ) => {
      this.uploadListeners.push(fn);
    },
  };

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  addEventListener(type: string, fn: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.emit('abort');
  }
  progress(loaded: number, total: number) {
    for (const fn of this.uploadListeners) fn({ loaded, total, lengthComputable: true });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.emit('load');
  }
  fail() {
    this.emit('error');
  }
  private emit(type: string) {
    for (const fn of this.listeners.get(type) ?? []) fn();
  }
}
