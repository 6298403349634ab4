import { one, type Store } from './database.ts';

export type Client = {
  id: number;
  title: string;
  subDomain: string;
  status: string;
  logo: string | null;
  logoInverse: string | null;
  favicon: string | null;
};

const selectClient = `
  SELECT id, title, sub_domain AS subDomain, status, logo, logo_inverse AS logoInverse, favicon
  FROM clients`;

export function findClientById(store: Store, id: number): Client | undefined {
  return one<Client>(store, `${selectClient} WHERE id = ?`, id);
}

export function findClientBySubDomain(store: Store, subDomain: string): Client | undefined {
  return one<Client>(store, `${selectClient} WHERE sub_domain = ?`, subDomain);
}
