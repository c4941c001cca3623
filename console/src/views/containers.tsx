// Containers: one cursor page of the caller's records (status and search on the server, risk
// and hold filters on the page shown), and a container's timeline, vessel and route beside it.
import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { ConsoleContainersDocument, type ConsoleContainersQuery } from '../../generated/graphql.js';
import { Empty, ErrorNote, Gate, Loading, when } from '../ui.js';
import { useRefetchOnEvents } from '../live.js';
import { ContainerDetail } from './container-detail.js';

const STATUSES = [
  'pending',
  'booked',
  'in_transit',
  'discharged',
  'available',
  'delivered',
  'returned_empty',
  'customs_hold',
];
const PAGE = 25;

type Row = ConsoleContainersQuery['container_page']['items'][number];

function matches(row: Row, risk: boolean, hold: boolean): boolean {
  if (risk && !row.demurrage_at_risk) return false;
  return !hold || !!row.customs_hold_reason;
}

/** The search as typed, sent a third of a second after the last key (one query per pause, not per key). */
function useSettled(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const t = setTimeout(() => setSettled(text.trim()), 300);
    return () => clearTimeout(t);
  }, [text]);
  return settled;
}

function Filters(p: {
  status: string;
  setStatus(s: string): void;
  text: string;
  setText(s: string): void;
  risk: boolean;
  setRisk(b: boolean): void;
  hold: boolean;
  setHold(b: boolean): void;
}) {
  return (
    <div className="filters" role="search">
      <label>
        Status{' '}
        <select value={p.status} onChange={(e) => p.setStatus(e.target.value)}>
          <option value="">any</option>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {s.replace('_', ' ')}
            </option>
          ))}
        </select>
      </label>
      <label>
        Search{' '}
        <input
          type="search"
          value={p.text}
          placeholder="number, SCAC, vessel, UN/LOCODE"
          onChange={(e) => p.setText(e.target.value)}
        />
      </label>
      <label>
        <input type="checkbox" checked={p.risk} onChange={(e) => p.setRisk(e.target.checked)} /> demurrage risk
      </label>
      <label>
        <input type="checkbox" checked={p.hold} onChange={(e) => p.setHold(e.target.checked)} /> customs hold
      </label>
    </div>
  );
}

function Table({ rows, selected }: { rows: Row[]; selected: string | undefined }) {
  return (
    <div className="table-wrap">
      <table className="fit">
        <caption className="sr-only">Tracked containers</caption>
        <thead>
          <tr>
            <th scope="col">Container</th>
            <th scope="col">Status</th>
            <th scope="col">ETA</th>
            <th scope="col">Vessel</th>
            <th scope="col">Carrier</th>
            <th scope="col">Destination</th>
            <th scope="col">Demurrage</th>
            <th scope="col">Customs</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} aria-selected={r.id === selected}>
              <th scope="row" className="nowrap">
                <a href={`#/containers/${r.id}`}>{r.identifier}</a>
              </th>
              <td>
                <span className={`badge s-${r.status}`}>{r.status.replace('_', ' ')}</span>
              </td>
              <td>
                {when(r.eta)}
                {r.eta_is_estimated ? <span className="muted"> est.</span> : null}
              </td>
              <td>{r.vessel?.name ?? '—'}</td>
              <td title={r.carrier_code}>{r.carrier_name || '—'}</td>
              <td>{r.destination_name || '—'}</td>
              <td>{r.demurrage_at_risk ? <span className="badge warn">at risk</span> : 'no'}</td>
              <td>{r.customs_hold_reason ? <span className="badge warn">{r.customs_hold_reason}</span> : 'none'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ContainersPage() {
  const [status, setStatus] = useState('');
  const [text, setText] = useState('');
  const [risk, setRisk] = useState(false);
  const [hold, setHold] = useState(false);
  // The cursors of the pages before this one (the first page has none).
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const cursor = cursors[cursors.length - 1] ?? null;
  const search = useSettled(text);
  // A new search starts from the first page (a cursor is bound to its filters).
  useEffect(() => setCursors([null]), [search]);
  const { data, loading, error, refetch } = useQuery(ConsoleContainersDocument, {
    variables: { cursor, limit: PAGE, status: status || null, search: search || null },
  });
  useRefetchOnEvents('ocean');
  const selected = /^#\/containers\/(.+)$/.exec(location.hash)?.[1];
  const page = data?.container_page;
  const rows = (page?.items ?? []).filter((r) => matches(r, risk, hold));
  const changeStatus = (s: string) => {
    setStatus(s);
    setCursors([null]);
  };
  return (
    <section aria-labelledby="containers-title">
      <h2 id="containers-title">Containers</h2>
      <Filters {...{ status, setStatus: changeStatus, text, setText, risk, setRisk, hold, setHold }} />
      {error && <ErrorNote error={error} retry={() => void refetch()} />}
      {!page && loading && <Loading what="containers" />}
      {page && rows.length === 0 && (
        <Empty>
          {page.items.length === 0
            ? search
              ? `No container matches “${search}”: search by part of the number, the SCAC, a UN/LOCODE or the vessel.`
              : 'No containers here. Track one with POST /v1/containers or the add_container mutation, or choose another status.'
            : 'No container on this page has demurrage risk or a customs hold: clear those filters or go to the next page.'}
        </Empty>
      )}
      {page && rows.length > 0 && <Table rows={rows} selected={selected} />}
      {page && (
        <div className="pager">
          <button type="button" disabled={cursors.length < 2} onClick={() => setCursors(cursors.slice(0, -1))}>
            Previous page
          </button>
          <span className="muted">
            page {cursors.length}, {page.items.length} shown
          </span>
          <button
            type="button"
            disabled={!page.has_more || !page.next_cursor}
            onClick={() => setCursors([...cursors, page.next_cursor!])}
          >
            Next page
          </button>
        </div>
      )}
      {selected && <ContainerDetail id={decodeURIComponent(selected)} />}
    </section>
  );
}

export function ContainersView() {
  return (
    <Gate scope="ocean:read" what="containers">
      <ContainersPage />
    </Gate>
  );
}
