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

  #peers: ((sessionId: string) => void) | null = null;

  /** Tells the other instances (through the relay) when a session ends here. */
  linkPeers(announce: ((sessionId: string) => void) | null): void {
    this.#peers = announce;
  }

  /** A session ended on this instance: close its sockets here and on every other instance. */
  endSession(sessionId: string): void {
    this.closeSession(sessionId);
    this.#peers?.(sessionId);
  }

  /** Closes this instance's sockets of a session (4401). */
  closeSession(sessionId: string, reason = 'Signed out'): void {
    const set = this.#bySession.get(sessionId);
    if (!set) return;
    this.#bySession.delete(sessionId);
    for (const socket of set) socket.close(CLOSE_SIGNED_OUT, reason);
  }

  /** This instance's open sockets of a session. */
  count(sessionId: string): number {
    return this.#bySession.get(sessionId)?.size ?? 0;
  }

  get size(): number {
    let n = 0;
    for (const set of this.#bySession.values()) n += set.size;
    return n;
  }
}
