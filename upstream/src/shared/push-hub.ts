export type UnreadCountEvent = { username: string; count: number };
type UnreadCountListener = (event: UnreadCountEvent) => void;

export type PushHub = {
  publish(event: UnreadCountEvent): void;
  subscribe(listener: UnreadCountListener): () => void;
};

export function createPushHub(): PushHub {
  const listeners = new Set<UnreadCountListener>();
  return {
    publish(event) {
      for (const listener of listeners) listener(event);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
