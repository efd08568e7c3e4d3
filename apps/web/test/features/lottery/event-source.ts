/**
 * Test-only: jsdom has no EventSource, so the page tests give the app this small one. It reads a real
 * Server-Sent Events stream with the runtime's fetch, sending the app's URL to the real server's
 * address instead of jsdom's origin, and implements what useDrawStream uses: open/error handlers,
 * named events through addEventListener, readyState and close().
 */
export function eventSourceTo(base: () => string) {
  return class TestEventSource extends EventTarget {
    static readonly CONNECTING = 0;
    static readonly OPEN = 1;
    static readonly CLOSED = 2;
    readyState = 0;
    onopen: ((event: Event) => void) | null = null;
    onerror: ((event: Event) => void) | null = null;
    private readonly abort = new AbortController();

    constructor(url: string) {
      super();
      const target = new URL(url, "http://localhost");
      void this.read(`${base()}${target.pathname}${target.search}`);
    }

    close(): void {
      this.readyState = 2;
      this.abort.abort();
    }

    private async read(url: string): Promise<void> {
      try {
        const response = await fetch(url, { signal: this.abort.signal });
        if (!response.ok || !response.headers.get("content-type")?.includes("text/event-stream")) {
          throw new Error(`not a stream: ${response.status}`);
        }
        this.readyState = 1;
        this.onopen?.(new Event("open"));
        const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = "";
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          const messages = buffer.split("\n\n");
          buffer = messages.pop() ?? "";
          for (const message of messages) this.dispatchMessage(message);
        }
        throw new Error("stream ended");
      } catch {
        if (this.readyState === 2) return;
        this.readyState = 2;
        this.onerror?.(new Event("error"));
      }
    }

    private dispatchMessage(message: string): void {
      let type = "message";
      const data: string[] = [];
      for (const line of message.split("\n")) {
        if (line.startsWith("event:")) type = line.slice(6).trim();
        else if (line.startsWith("data:")) data.push(line.slice(5).trimStart());
      }
      if (data.length > 0) this.dispatchEvent(new MessageEvent(type, { data: data.join("\n") }));
    }
  };
}
