import assert from 'node:assert/strict';
import { DatabaseSync } from 'node:sqlite';
import { after, describe, test } from 'node:test';
import { dataPaths } from '../data-dir.ts';
import { startTestSandbox } from '../testing/sandbox-harness.ts';

/**
 * The order forms' temporary uploads in the create (`mainImageTempLocation`,
 * `propertyImageTempLocations`, ordering spec 3 and 7) and the lead agent's update
 * (`users/{id}/ordering`: phone, destination URL, postcode, image and role).
 */

const sandbox = await startTestSandbox();
after(() => sandbox.close());

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const officeAdmin = 'officeadmin@sandbox.test';
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n');
const tomorrowPlus = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const api = async <T = Json>(username: string, path: string, body?: unknown) =>
  body === undefined
    ? sandbox.call<T>(`/api${path}`, { token: await sandbox.tokenOf(username) })
    : sandbox.post<T>(`/api${path}`, body, { token: await sandbox.tokenOf(username) });

const query = <T>(sql: string, ...params: (string | number | null)[]): T[] => {
  const db = new DatabaseSync(dataPaths(sandbox.dataDir).database, { readOnly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
};

const send = async (path: string, form: FormData, username = officeAdmin) => {
  const answer = await fetch(`${sandbox.url}/api${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await sandbox.tokenOf(username)}` },
    body: form,
  });
  return { status: answer.status, body: (await answer.json()) as unknown };
};

/** `files/temporary` with `image`: the location. */
const temporaryImage = async (bytes = png, name = 'main.png'): Promise<string> => {
  const form = new FormData();
  form.append('image', new Blob([bytes]), name);
  const answer = await send('/files/temporary', form);
  assert.equal(answer.status, 201);
  return answer.body as string;
};

/** `files/multiple/temporary` with `images[]`: the locations. */
const temporaryImages = async (count: number): Promise<string[]> => {
  const form = new FormData();
  for (let index = 0; index < count; index += 1) form.append('images[]', new Blob([png]), `hero-${index}.png`);
  const answer = await send('/files/multiple/temporary', form);
  assert.equal(answer.status, 201);
  return JSON.parse(answer.body as string) as string[];
};

/** `files` with a subType: the file id. */
const storedImage = async (subType: string): Promise<number> => {
  const form = new FormData();
  form.append('subType', subType);
  form.append('image', new Blob([png]), 'kept.png');
  const answer = await send('/files', form);
  assert.equal(answer.status, 201);
  return (answer.body as { id: number }).id;
};

const agentOrder = async () => {
  const office = (await api(officeAdmin, '/agencies/slug/acme-sydney-cbd?include=packages,client.packages')).body;
  const packages = [...(office.packages ?? []), ...(office.client?.packages ?? [])] as Json[];
  const pkg = packages.find((p) => p.type === 'agent' && p.status === 'published' && !p.videoRequired)!;
  const agents = (await api(officeAdmin, `/agencies/${office.id}/agents`)).body.data as Json[];
  const agent = agents.find((a) => a.role === 'ROLE_AGENT_USER')!;
  return {
    type: 'agent',
    agency: office.id,
    agent: agent.id,
    package: pkg.id,
    startDate: tomorrowPlus(2),
    name: 'Ada Agent',
    email: 'ada.agent@acmerealty.example',
    phone: '0400 111 222',
    postcode: '2000',
    adTitle: 'Your local expert',
  };
};

const imagesOf = (campaignId: number) =>
  query<{ location: string }>(
    `SELECT f.location FROM campaign_images ci JOIN files f ON f.id = ci.file_id WHERE ci.campaign_id = ? ORDER BY ci.position`,
    campaignId,
  ).map((row) => row.location);

describe('POST campaigns with temporary uploads', () => {
  test('the ids are the images; the temporary uploads of the same images are checked beside them', async () => {
    const order = await agentOrder();
    const [hero, mainImage] = [await storedImage('property-image'), await storedImage('agent original')];
    const created = await api(officeAdmin, '/campaigns', {
      ...order,
      images: [hero],
      mainImage,
      propertyImageTempLocations: await temporaryImages(1),
      mainImageTempLocation: await temporaryImage(),
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const id = created.body.data.id as number;
    const [stored] = query<{ mainImageId: number }>(
      'SELECT main_image_id AS mainImageId FROM campaigns WHERE id = ?',
      id,
    );
    assert.equal(stored?.mainImageId, mainImage);
    assert.equal(imagesOf(id).length, 1);
  });

  test('without ids the temporary uploads are the images', async () => {
    const order = await agentOrder();
    const heroes = await temporaryImages(3);
    const mainImageTempLocation = await temporaryImage();
    const created = await api(officeAdmin, '/campaigns', {
      ...order,
      propertyImageTempLocations: heroes,
      mainImageTempLocation,
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.deepEqual(imagesOf(created.body.data.id), heroes);
    assert.equal(created.body.data.mainImage, mainImageTempLocation);
  });

  test('a location that is not a temporary web image is refused, beside ids or alone', async () => {
    const order = await agentOrder();
    const [hero, mainImage] = [await storedImage('property-image'), await storedImage('agent original')];
    const permanent = query<{ location: string }>('SELECT location FROM files WHERE id = ?', hero)[0]!.location;
    const form = new FormData();
    form.append('file', new Blob([pdf]), 'terms.pdf');
    const document = ((await send('/files/temporary', form)).body as { location: string }).location;
    for (const location of [permanent, document, 'temporary/none.png']) {
      const beside = await api(officeAdmin, '/campaigns', {
        ...order,
        images: [hero],
        mainImage,
        propertyImageTempLocations: [location],
        mainImageTempLocation: location,
      });
      assert.equal(beside.status, 422, location);
      const fields = Object.keys(beside.body.errors.children as Json).filter(
        (field) => (beside.body.errors.children[field].errors ?? []).length > 0,
      );
      assert.deepEqual(fields.sort(), ['mainImageTempLocation', 'propertyImageTempLocations'], location);
      const alone = await api(officeAdmin, '/campaigns', {
        ...order,
        mainImage,
        propertyImageTempLocations: [location],
      });
      assert.equal(alone.status, 422, location);
      assert.deepEqual(alone.body.errors.children.images.errors, ['This value is not valid.'], location);
    }
    const four = await api(officeAdmin, '/campaigns', {
      ...order,
      mainImage,
      propertyImageTempLocations: await temporaryImages(4),
    });
    assert.equal(four.status, 201, JSON.stringify(four.body));
    const tooMany = await api(officeAdmin, '/campaigns', {
      ...order,
      images: [hero],
      mainImage,
      propertyImageTempLocations: [...(await temporaryImages(4)), await temporaryImage()],
    });
    assert.equal(tooMany.status, 422);
  });
});

describe('POST users/{id}/ordering', () => {
  const userOf = (id: number) => ({
    ...query<Json>(
      'SELECT mobile, destination_url AS destinationUrl, postcode, image_original_id AS imageId, role FROM users WHERE id = ?',
      id,
    )[0],
  });

  test('stores phone, destination URL, postcode and image; the role is sent as it is', async () => {
    const { agent } = await agentOrder();
    const before = userOf(agent);
    const image = await storedImage('agent original');
    const answer = await api(officeAdmin, `/users/${agent}/ordering`, {
      mobile: '0400 999 888',
      destinationUrl: 'https://acmerealty.example/agents/ada',
      postcode: '2000, 2010',
      imageOriginal: image,
      role: before.role,
    });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.deepEqual(userOf(agent), {
      mobile: '0400 999 888',
      destinationUrl: 'https://acmerealty.example/agents/ada',
      postcode: '2000,2010',
      imageId: image,
      role: before.role,
    });
    assert.equal(answer.body.data.destinationUrl, 'https://acmerealty.example/agents/ada');
    // Fields left out stay as they are.
    assert.equal((await api(officeAdmin, `/users/${agent}/ordering`, { mobile: '0400 777 666' })).status, 200);
    assert.equal(userOf(agent).postcode, '2000,2010');
  });

  test('refuses another role, a non-https URL, bad postcodes and phones, and changes nothing', async () => {
    const { agent } = await agentOrder();
    const before = userOf(agent);
    for (const [field, value] of [
      ['role', 'ROLE_SUPER_ADMIN'],
      ['role', 'ROLE_ADMIN'],
      ['destinationUrl', 'http://acmerealty.example'],
      ['destinationUrl', 'javascript:alert(1)'],
      ['postcode', '200'],
      ['postcode', '2000,2001,2002,2003,2004'],
      ['postcode', 'abcd'],
      ['mobile', '<script>'],
    ] as const) {
      const answer = await api(officeAdmin, `/users/${agent}/ordering`, { mobile: '0400 123 123', [field]: value });
      assert.equal(answer.status, 422, `${field}=${value}`);
      assert.deepEqual(answer.body.errors.children[field].errors, ['This value is not valid.'], field);
    }
    assert.deepEqual(userOf(agent), before);
  });
});
