// The gateway's fetch layer around @apollo/gateway (issue 16): distinct representations sent
// once and answers fanned back out, a request's entity fetches to one subgraph sent as one
// operation, identical fetches of one caller in flight shared, never across organisations.
import { describe, it, expect } from 'vitest';
import { GraphQLError, parse } from 'graphql';
import type { GraphQLDataSource } from '@apollo/gateway';
import { BatchingDataSource } from '../../gateway/batching.js';

interface Sent {
  query: string;
  operationName: string | undefined;
  variables: Record<string, any>;
  context: any;
  answer(r: any): void;
}

/** A subgraph that answers when the test says so, recording what it was sent. */
function fakeSubgraph() {
  const sent: Sent[] = [];
  const source: GraphQLDataSource<any> = {
    process: (o: any) =>
      new Promise((resolve) =>
        sent.push({
          query: o.request.query,
          operationName: o.request.operationName,
          variables: o.request.variables,
          context: o.context,
          answer: resolve,
        }),
      ),
  };
  return { sent, source };
}

const CARRIERS =
  'query Dash__schedules__1($representations: [_Any!]!) { _entities(representations: $representations) { ... on Carrier { reliability { on_time_pct } } } }';
const PORTS =
  'query Dash__schedules__2($representations: [_Any!]!) { _entities(representations: $representations) { ... on Port { congestion { level } } } }';
const CONTAINER = 'query One__ocean__0($id: ID!) { container(id: $id) { identifier } }';
const LEAGUE = 'query L__schedules__0 { carrier_league { total } }';

/** What @apollo/gateway's executor hands a data source for one fetch of one incoming request. */
function fetchOf(request: object, query: string, variables: Record<string, unknown>, context: object) {
  return {
    kind: 'incoming operation',
    request: {
      query,
      variables,
      operationName: parse(query).definitions[0] && (parse(query).definitions[0] as any).name.value,
    },
    incomingRequestContext: request,
    context,
    document: parse(query),
  } as any;
}

const rep = (scac: string) => ({ __typename: 'Carrier', scac });
const org = (id: string, token = `token-of-${id}`) => ({ principal: { orgId: id }, token });
const policy = { mergeInFlight: true, countedFields: new Set(['carrier_league']) };
const settle = () => new Promise<void>((r) => setImmediate(r));

describe('gateway fetches', () => {
  it('sends each distinct representation once and fans the answers out, errors included', async () => {
    const sub = fakeSubgraph();
    const ds = new BatchingDataSource(sub.source, policy);
    const reps = [rep('MAEU'), rep('HLCU'), rep('MAEU'), rep('MAEU')];
    const answer = ds.process(fetchOf({}, CARRIERS, { representations: reps }, org('a')));
    await settle();
    expect(sub.sent).toHaveLength(1);
    expect(sub.sent[0]!.variables.representations).toEqual([rep('MAEU'), rep('HLCU')]);
    sub.sent[0]!.answer({
      data: { _entities: [{ reliability: { on_time_pct: 80 } }, null] },
      errors: [{ message: 'HLCU failed', path: ['_entities', 1, 'reliability'] }],
    });
    const r = await answer;
    expect(r.data!._entities).toEqual([
      { reliability: { on_time_pct: 80 } },
      null,
      { reliability: { on_time_pct: 80 } },
      { reliability: { on_time_pct: 80 } },
    ]);
    // Each place its own object: the gateway merges into them in place.
    expect(r.data!._entities[0]).not.toBe(r.data!._entities[2]);
    expect(r.errors).toEqual([{ message: 'HLCU failed', path: ['_entities', 1, 'reliability'] }]);
  });

  it("sends one request's entity fetches to a subgraph started together as one operation", async () => {
    const sub = fakeSubgraph();
    const ds = new BatchingDataSource(sub.source, policy);
    const request = {};
    const carriers = ds.process(fetchOf(request, CARRIERS, { representations: [rep('MAEU'), rep('MAEU')] }, org('a')));
    const ports = ds.process(
      fetchOf(request, PORTS, { representations: [{ __typename: 'Port', unlocode: 'NLRTM' }] }, org('a')),
    );
    await settle();
    expect(sub.sent).toHaveLength(1);
    const [one] = sub.sent;
    // Named as the operation it sends (a subgraph picks the operation to run by this name).
    expect(one!.operationName).toBe('Dash__schedules__1__batched');
    expect(one!.query).toMatch(/^query Dash__schedules__1__batched\(/);
    expect(one!.query).toContain('b0__entities: _entities(representations: $b0_representations)');
    expect(one!.query).toContain('b1__entities: _entities(representations: $b1_representations)');
    expect(one!.variables).toEqual({
      b0_representations: [rep('MAEU')],
      b1_representations: [{ __typename: 'Port', unlocode: 'NLRTM' }],
    });
    one!.answer({
      data: { b0__entities: [{ reliability: { on_time_pct: 80 } }], b1__entities: [{ congestion: null }] },
      errors: [{ message: 'no reading', path: ['b1__entities', 0, 'congestion'] }],
    });
    expect(await carriers).toEqual({
      data: { _entities: [{ reliability: { on_time_pct: 80 } }, { reliability: { on_time_pct: 80 } }] },
      errors: undefined,
    });
    expect(await ports).toEqual({
      data: { _entities: [{ congestion: null }] },
      errors: [{ message: 'no reading', path: ['_entities', 0, 'congestion'] }],
    });
  });

  it('shares an identical fetch in flight between two requests of one organisation, never of two', async () => {
    const sub = fakeSubgraph();
    const ds = new BatchingDataSource(sub.source, policy);
    const a1 = ds.process(fetchOf({}, CONTAINER, { id: '7' }, org('a')));
    const a2 = ds.process(fetchOf({}, CONTAINER, { id: '7' }, org('a')));
    const b = ds.process(fetchOf({}, CONTAINER, { id: '7' }, org('b')));
    // Same organisation, another token (another key's scopes): not shared either.
    const a3 = ds.process(fetchOf({}, CONTAINER, { id: '7' }, org('a', 'another-token')));
    await settle();
    expect(sub.sent.map((s) => s.context.token)).toEqual(['token-of-a', 'token-of-b', 'another-token']);
    sub.sent.forEach((s, i) => s.answer({ data: { container: { identifier: `answer ${i}` } } }));
    const [r1, r2, rb, r3] = await Promise.all([a1, a2, b, a3]);
    expect(r1).toEqual({ data: { container: { identifier: 'answer 0' } } });
    expect(r2).toEqual(r1);
    expect(r2).not.toBe(r1);
    expect(rb).toEqual({ data: { container: { identifier: 'answer 1' } } });
    expect(r3).toEqual({ data: { container: { identifier: 'answer 2' } } });
    // Once answered, the next identical fetch is sent again.
    const later = ds.process(fetchOf({}, CONTAINER, { id: '7' }, org('a')));
    await settle();
    expect(sub.sent).toHaveLength(4);
    sub.sent[3]!.answer({ data: { container: null } });
    expect(await later).toEqual({ data: { container: null } });
  });

  it('gives each caller sharing a fetch its own objects along the selection, leaf values shared', async () => {
    const sub = fakeSubgraph();
    const ds = new BatchingDataSource(sub.source, policy);
    const RECORD =
      'query R__ocean__0($id: ID!) { c: container(id: $id) { identifier tags { name } ...F } } fragment F on Container { vessel { imo } record_json }';
    const first = ds.process(fetchOf({}, RECORD, { id: '8' }, org('a')));
    const second = ds.process(fetchOf({}, RECORD, { id: '8' }, org('a')));
    await settle();
    const error = new GraphQLError('partly', { path: ['c', 'eta'], extensions: { code: 'X' } });
    const json = { id: '8', events: [{ code: 'LOAD' }] };
    const answer = {
      data: { c: { identifier: 'A', tags: [{ name: 't' }], vessel: { imo: '1' }, record_json: json } },
      errors: [error],
    };
    sub.sent[0]!.answer(answer);
    const [r1, r2] = (await Promise.all([first, second])) as any[];
    expect(r1).toBe(answer);
    expect(r2).toEqual(JSON.parse(JSON.stringify(answer)));
    expect(r2.errors[0]).not.toBeInstanceOf(GraphQLError);
    // The gateway merges into objects it selected into: each caller has its own ...
    expect(r2.data.c).not.toBe(answer.data.c);
    expect(r2.data.c.tags[0]).not.toBe(answer.data.c.tags[0]);
    expect(r2.data.c.vessel).not.toBe(answer.data.c.vessel);
    // ... and shares the leaf values, JSON scalars among them, which it never writes into.
    expect(r2.data.c.record_json).toBe(json);
  });

  it('shares nothing when merging is off (GATEWAY_DEDUPE=0) or the field counts each call', async () => {
    const off = fakeSubgraph();
    const ds = new BatchingDataSource(off.source, { ...policy, mergeInFlight: false });
    void ds.process(fetchOf({}, CONTAINER, { id: '7' }, org('a')));
    void ds.process(fetchOf({}, CONTAINER, { id: '7' }, org('a')));
    await settle();
    expect(off.sent).toHaveLength(2);

    const counted = fakeSubgraph();
    const dc = new BatchingDataSource(counted.source, policy);
    void dc.process(fetchOf({}, LEAGUE, {}, org('a')));
    void dc.process(fetchOf({}, LEAGUE, {}, org('a')));
    await settle();
    expect(counted.sent).toHaveLength(2);
  });
});
