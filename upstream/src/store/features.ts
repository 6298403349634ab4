import { flag, many, one, run, type Store } from './database.ts';

export type Feature = { id: number; key: string; name: string; description: string };
export type ClientFeature = Feature & { enabled: boolean };

const featureColumns = 'f.id, f.key, f.name, f.description';

export function listFeatures(store: Store): Feature[] {
  return many<Feature>(store, `SELECT ${featureColumns} FROM features f ORDER BY f.id`);
}

export function findFeatureByKey(store: Store, key: string): Feature | undefined {
  return one<Feature>(store, `SELECT ${featureColumns} FROM features f WHERE f.key = ?`, key);
}

export function listClientFeatures(store: Store, clientId: number): ClientFeature[] {
  return many<Feature & { enabled: number }>(
    store,
    `SELECT ${featureColumns}, coalesce(cf.enabled, 0) AS enabled
     FROM features f LEFT JOIN client_features cf ON cf.feature_id = f.id AND cf.client_id = ?
     ORDER BY f.id`,
    clientId,
  ).map((row) => ({ ...row, enabled: row.enabled === 1 }));
}

export function setClientFeature(store: Store, clientId: number, featureId: number, enabled: boolean): void {
  run(
    store,
    `INSERT INTO client_features (client_id, feature_id, enabled) VALUES (?, ?, ?)
     ON CONFLICT (client_id, feature_id) DO UPDATE SET enabled = excluded.enabled`,
    clientId,
    featureId,
    flag(enabled),
  );
}
