import { CLOSE_SIGNED_OUT } from '@portal/schema';

/** Open WebSockets per session, so that logout and session expiry close them. */
export interface ClosableSocket {
  close(code?: number, reason?: string): void;
}

export class SocketRegistry {
  #bySession = new Map<string, Set<ClosableSocket>>();

  add(sessionId: string, socket: ClosableSocket): () => void {
    const set = this.#bySession.get(sessionId) ?? new Set<ClosableSocket>();
    set.add(socket);
    this.#bySession.set(sessionId, set);
    return () => {
      set.delete(socket);
      if (set.size === 0 && this.#bySession.get(sessionId) === set) this.#bySession.delete(sessionId);
    };
  }

  closeSession(sessionId: string, reason = 'Signed out'): void {
    const set = this.#bySession.get(sessionId);
    if (!set) return;
    this.#bySession.delete(sessionId);
    for (const socket of set) socket.close(CLOSE_SIGNED_OUT, reason);
  }

  get size(): number {
    let n = 0;
    for (const set of this.#bySession.values()) n += set.size;
    return n;
  }
}
