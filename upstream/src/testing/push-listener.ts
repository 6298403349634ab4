export type PushMessage = { event: string; data: string };

export type PushListener = {
  status: number;
  comments: string[];
  next(matches?: (message: PushMessage) => boolean, timeoutMs?: number): Promise<PushMessage>;
  close(): void;
};

export async function listenToPush(url: string, headers: Record<string, string>): Promise<PushListener> {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const messages: PushMessage[] = [];
  const comments: string[] = [];
  const waiting = new Set<() => void>();
  const wake = () => {
    for (const waiter of waiting) waiter();
  };

  const read = async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of response.body) {
      buffer += decoder.decode(chunk, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const message: PushMessage = { event: 'message', data: '' };
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) comments.push(line.slice(1).trim());
          else if (line.startsWith('event:')) message.event = line.slice(6).trim();
          else if (line.startsWith('data:')) message.data += line.slice(5).trim();
        }
        if (message.data !== '') messages.push(message);
        wake();
      }
    }
  };
  read().catch(() => undefined);

  return {
    status: response.status,
    comments,
    next(matches = () => true, timeoutMs = 1000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const index = messages.findIndex(matches);
          if (index < 0) return false;
          const [message] = messages.splice(index, 1);
          waiting.delete(check);
          clearTimeout(timer);
          if (message) resolve(message);
          return true;
        };
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`no matching push message within ${timeoutMs} ms`));
        }, timeoutMs);
        if (!check()) waiting.add(check);
      });
    },
    close: () => controller.abort(),
  };
}
