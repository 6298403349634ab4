/** The sandbox's record of the calls it received (`GET /sandbox/calls`), newest last, at most `limit`. */
export type CallRecord = { method: string; path: string; at: string; headers: Record<string, string> };

export type CallLog = {
  record(call: CallRecord): void;
  list(): CallRecord[];
  clear(): void;
};

export function createCallLog(limit: number): CallLog {
  let calls: CallRecord[] = [];
  return {
    record(call) {
      calls.push(call);
      if (calls.length > limit) calls.shift();
    },
    list: () => [...calls],
    clear() {
      calls = [];
    },
  };
}
