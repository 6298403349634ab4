export type PushMessage = { event: string; data: string };

export type PushListener = {
  status: number;
  comments: string[];
  /**
   * The first unread message that matches (taken off the list), as soon as it arrives; it fails at
   * once when the stream ends first, else at the test's timeout.
   */
  next(matches?: (message: PushMessage) => boolean): Promise<PushMessage>;
  /** Resolves once `count` comments equal to `text` (e.g. `heartbeat`) have arrived. */
  commentsArrived(text: string, count: number): Promise<void>;
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
  let ended: Error | null = null;
  read()
    .catch(() => undefined)
    .finally(() => {
      ended = new Error('the push stream ended');
      wake();
    });

  return {
    status: response.status,
    comments,
    next(matches = () => true) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const index = messages.findIndex(matches);
          if (index < 0) {
            if (!ended) return false;
            waiting.delete(check);
            reject(ended);
            return true;
          }
          const [message] = messages.splice(index, 1);
          waiting.delete(check);
          if (message) resolve(message);
          return true;
        };
        if (!check()) waiting.add(check);
      });
    },
    commentsArrived(text, count) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (comments.filter((comment) => comment === text).length >= count) resolve();
          else if (ended) reject(ended);
          else return false;
          waiting.delete(check);
          return true;
        };
        if (!check()) waiting.add(check);
      });
    },
    close: () => controller.abort(),
  };
}
