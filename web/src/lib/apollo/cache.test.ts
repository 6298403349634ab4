import { gql } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { createCache } from './cache.ts';

const FORM = gql`
  query Form($slug: String!) {
    officeOrderPage(slug: $slug) {
      office {
        id
      }
      packages {
        id
        total
      }
    }
  }
`;

const page = (officeId: string, total: number) => ({
  officeOrderPage: {
    __typename: 'OfficeOrderPage',
    office: { __typename: 'OrderingOffice', id: officeId },
    packages: [{ __typename: 'OrderFormPackage', id: '7', total }],
  },
});

describe('the portal cache', () => {
  it("keeps each office's order form package rows apart (one package, GST at one office, none at the other)", () => {
    const cache = createCache();
    cache.writeQuery({ query: FORM, variables: { slug: 'bondi' }, data: page('1', 11_000) });
    cache.writeQuery({ query: FORM, variables: { slug: 'manly' }, data: page('2', 10_000) });
    const totalOf = (slug: string) =>
      cache.readQuery<ReturnType<typeof page>>({ query: FORM, variables: { slug } })?.officeOrderPage.packages[0]
        ?.total;
    expect(totalOf('bondi')).toBe(11_000);
    expect(totalOf('manly')).toBe(10_000);
  });
});
