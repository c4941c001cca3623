// Creates a plan: equipment from the catalogue and cargo lines (sizes in mm, weight in kg).
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { ConsoleCreatePlanDocument, ConsoleEquipmentDocument } from '../../generated/graphql.js';
import { ErrorNote } from '../ui.js';

interface Line {
  id: string;
  length: string;
  width: string;
  height: string;
  weight: string;
  quantity: string;
}

const FIELDS: [keyof Line, string][] = [
  ['id', 'Cargo id'],
  ['length', 'Length (mm)'],
  ['width', 'Width (mm)'],
  ['height', 'Height (mm)'],
  ['weight', 'Weight (kg)'],
  ['quantity', 'Quantity'],
];

const blank = (n: number): Line => ({
  id: `line-${n}`,
  length: '1200',
  width: '800',
  height: '1000',
  weight: '300',
  quantity: '10',
});

function CargoLine({ n, line, set }: { n: number; line: Line; set(k: keyof Line, v: string): void }) {
  return (
    <fieldset>
      <legend>Cargo line {n}</legend>
      {FIELDS.map(([k, title]) => (
        <label key={k}>
          {title}{' '}
          <input
            value={line[k]}
            inputMode={k === 'id' ? 'text' : 'numeric'}
            required
            onChange={(e) => set(k, e.target.value)}
          />
        </label>
      ))}
    </fieldset>
  );
}

export function PlanForm() {
  const equipment = useQuery(ConsoleEquipmentDocument);
  const [create, created] = useMutation(ConsoleCreatePlanDocument, { refetchQueries: ['ConsolePlans'] });
  const [lines, setLines] = useState<Line[]>([blank(1)]);
  const [name, setName] = useState('');
  const [code, setCode] = useState('40HC');
  const [count, setCount] = useState('1');
  const setField = (i: number, k: keyof Line, v: string) =>
    setLines(lines.map((l, j) => (j === i ? { ...l, [k]: v } : l)));
  const units = equipment.data?.equipment_catalogue ?? [];
  // The catalogue's first unit until one is chosen (the default may not be in this catalogue).
  const chosen = units.length === 0 || units.some((u) => u.code === code) ? code : units[0]!.code;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input = {
      name: name || undefined,
      equipment: [{ code: chosen, count: Number(count) }],
      cargo: lines.map((l) => ({
        id: l.id,
        length: Number(l.length),
        width: Number(l.width),
        height: Number(l.height),
        weight: Number(l.weight),
        quantity: Number(l.quantity),
      })),
    };
    const r = await create({ variables: { input } }).catch(() => null);
    const id = r?.data?.create_plan.id;
    if (id) location.hash = `#/plans/${id}`;
  };
  return (
    <form className="plan-form" onSubmit={(e) => void submit(e)} aria-labelledby="plan-form-title">
      <h3 id="plan-form-title">New load plan</h3>
      <label>
        Name <input value={name} onChange={(e) => setName(e.target.value)} placeholder="optional" />
      </label>
      <label>
        Equipment{' '}
        <select value={chosen} onChange={(e) => setCode(e.target.value)}>
          {units.length === 0 && <option value={code}>{code}</option>}
          {units.map((u) => (
            <option key={u.code} value={u.code}>
              {u.code}: {u.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        Units <input type="number" min={1} max={20} value={count} onChange={(e) => setCount(e.target.value)} />
      </label>
      {lines.map((l, i) => (
        <CargoLine key={i} n={i + 1} line={l} set={(k, v) => setField(i, k, v)} />
      ))}
      <p>
        <button type="button" onClick={() => setLines([...lines, blank(lines.length + 1)])}>
          Add a cargo line
        </button>{' '}
        {lines.length > 1 && (
          <button type="button" onClick={() => setLines(lines.slice(0, -1))}>
            Remove the last line
          </button>
        )}
      </p>
      {created.error && <ErrorNote error={created.error} />}
      <button type="submit" disabled={created.loading}>
        {created.loading ? 'Planning…' : 'Create the plan'}
      </button>
    </form>
  );
}
