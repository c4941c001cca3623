// A GraphQL Code Generator plugin: for every fragment of the documents, the fields it selects
// with their GraphQL types, in selection order, nested selections included and fragment spreads
// inlined. The REST adapter builds a route's zod answer schema from them (rest-adapter/answers.ts),
// so a field is named once, in the operation, and typed once, in the schema.
//
//   fragment Quota on Quota { total used }  →  export const QuotaFields = { total: 'Int', used: 'Int!' } as const;
//
// An object field is [its type, its fields]: tags { name } → tags: ['[Tag!]!', { name: 'String!' }].
// Also, for every input object an operation takes, its fields (`ContainerPatchFields`), for request bodies.
// With `columns`, the export dictionary's columns of the fragments named (exportColumns below);
// with `fields`, the SDL descriptions of the types named, which the other datasets' columns name.
const {
  Kind,
  TokenKind,
  getNamedType,
  isInputObjectType,
  isListType,
  isObjectType,
  isInterfaceType,
  getNullableType,
  print,
  visit,
} = require('graphql');

/** The fields a selection set selects on `type`, spreads inlined. */
function fieldsOf(schema, fragments, type, selectionSet) {
  const out = {};
  for (const s of selectionSet.selections) {
    if (s.kind === Kind.FRAGMENT_SPREAD) {
      const f = fragments.get(s.name.value);
      Object.assign(out, fieldsOf(schema, fragments, schema.getType(f.typeCondition.name.value), f.selectionSet));
    } else if (s.kind === Kind.INLINE_FRAGMENT) {
      const on = s.typeCondition ? schema.getType(s.typeCondition.name.value) : type;
      Object.assign(out, fieldsOf(schema, fragments, on, s.selectionSet));
    } else if (s.kind === Kind.FIELD && s.name.value !== '__typename') {
      const field = type.getFields()[s.name.value];
      if (!field) throw new Error(`${type.name} has no field ${s.name.value}`);
      const key = s.alias?.value ?? s.name.value;
      const named = getNamedType(field.type);
      out[key] =
        s.selectionSet && (isObjectType(named) || isInterfaceType(named))
          ? [String(field.type), fieldsOf(schema, fragments, named, s.selectionSet)]
          : String(field.type);
    }
  }
  return out;
}

function getNamedTypeName(typeNode) {
  return typeNode.kind === Kind.NAMED_TYPE ? typeNode.name.value : getNamedTypeName(typeNode.type);
}

/** A fragment's selection set with every spread replaced by the spread fragment's selections. */
function selectionSetOf(fragments, name) {
  const f = fragments.get(name);
  return visit(f.selectionSet, {
    SelectionSet(node) {
      return {
        ...node,
        selections: node.selections.flatMap((s) =>
          s.kind === Kind.FRAGMENT_SPREAD ? selectionSetOf(fragments, s.name.value).selections : [s],
        ),
      };
    },
  });
}

/** The `#` comment lines right above a selection, as one text ('' without; a comment ending the line before is that line's). */
function commentAbove(node) {
  if (!node.loc) throw new Error('codegen gave the documents without their locations: comments cannot be read');
  const lines = [];
  let t = node.loc.startToken.prev;
  for (; t && t.kind === TokenKind.COMMENT; t = t.prev) lines.unshift(t);
  const above = lines.filter((c) => !t || c.line !== t.line);
  return above.map((c) => c.value.trim()).join(' ');
}

/**
 * A column's meaning, in one place: a field's column is described by the field's SDL description
 * (block lines joined); an aliased field inside a single object (cog_x: x) is a column the field
 * alone does not say, described by the `#` comment above its selection.
 */
function columnDescription(type, field, s) {
  const where = `${type.name}.${field.name} (column ${s.alias?.value ?? field.name})`;
  const comment = commentAbove(s);
  if (s.alias) {
    if (!comment) throw new Error(`${where}: an aliased column is described by a # comment above its selection`);
    return comment;
  }
  if (comment) throw new Error(`${where}: the field's SDL description describes it; drop the # comment`);
  if (!field.description?.trim()) throw new Error(`${where}: give the field a description in its subgraph's SDL`);
  return oneLine(field.description);
}

/** A description as one line of the dictionary's table: a block's lines joined. */
const oneLine = (description) => description.trim().replace(/\s*\n\s*/g, ' ');

/**
 * The described fields of the types named, as Type.field → its description on one line: the
 * meanings of the columns that are fields of rows not selected by a fragment (the store-shaped
 * datasets), which name their field (rest-adapter/exports/dictionary.ts). A field without a
 * description is not listed, so a column naming it does not compile.
 */
function fieldDescriptions(schema, typeNames) {
  const out = {};
  for (const name of typeNames) {
    const type = schema.getType(name);
    if (!isObjectType(type)) throw new Error(`${name} is no object type of the API schema`);
    for (const field of Object.values(type.getFields()))
      if (field.description?.trim()) out[`${name}.${field.name}`] = oneLine(field.description);
  }
  return out;
}

/**
 * The columns a dataset fragment's rows have, in selection order (platform/export-row.ts answers
 * the same): a field is a column, a single object's fields are columns of their own, a list is
 * one JSON column. Each with its GraphQL type, the field it is (an aliased one has none: its
 * comment says what it is) and its meaning.
 */
function exportColumns(schema, fragments, type, selectionSet, out = []) {
  for (const s of selectionSet.selections) {
    if (s.kind === Kind.FRAGMENT_SPREAD) {
      const f = fragments.get(s.name.value);
      exportColumns(schema, fragments, schema.getType(f.typeCondition.name.value), f.selectionSet, out);
    } else if (s.kind === Kind.INLINE_FRAGMENT) {
      throw new Error('an export fragment selects no inline fragments: a column is one field');
    } else if (s.kind === Kind.FIELD) {
      const field = type.getFields()[s.name.value];
      if (!field) throw new Error(`${type.name} has no field ${s.name.value}`);
      if (s.selectionSet && !isListType(getNullableType(field.type))) {
        exportColumns(schema, fragments, getNamedType(field.type), s.selectionSet, out);
        continue;
      }
      const name = s.alias?.value ?? s.name.value;
      const description = columnDescription(type, field, s);
      out.push({
        name,
        type: String(field.type),
        ...(s.alias ? {} : { field: `${type.name}.${field.name}` }),
        description,
      });
    }
  }
  return out;
}

module.exports = {
  plugin(schema, documents, config) {
    const fragments = new Map();
    for (const d of documents)
      for (const def of d.document.definitions)
        if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
    if (config.columns) {
      const header =
        "// The export datasets' columns, from the fragments their rows are (rest-adapter/operations/*.graphql):\n" +
        "// names, GraphQL types and each column's meaning from the SDL (wiring/dev/codegen-answer-fields.cjs);\n" +
        "// then the SDL descriptions of the fields the store-shaped datasets' columns are.\n" +
        '// Generated by npm run codegen: do not edit.\n';
      const lines = config.columns.map((name) => {
        const f = fragments.get(name);
        const columns = exportColumns(schema, fragments, schema.getType(f.typeCondition.name.value), f.selectionSet);
        return `export const ${name}Columns = ${JSON.stringify(columns, null, 2)} as const;\n`;
      });
      const described = fieldDescriptions(schema, config.fields ?? []);
      lines.push(`export const ExportFieldDescriptions = ${JSON.stringify(described, null, 2)} as const;\n`);
      return header + lines.join('\n');
    }
    if (config.selections) {
      // The subgraph's side: the fragments it answers as one JSON leaf, as selection text.
      const header =
        '// The REST records the fragments of rest-adapter/operations name, as selection text (spreads inlined).\n' +
        '// Generated by npm run codegen (wiring/dev/codegen-answer-fields.cjs): do not edit.\n';
      const text = (name) => print(selectionSetOf(fragments, name)).slice(1, -1).replace(/\s+/g, ' ').trim();
      const lines = config.selections.map((name) => `export const ${name}Selection = ${JSON.stringify(text(name))};\n`);
      return header + lines.join('');
    }
    const lines = [
      '// The fields each fragment selects and each input takes, with their GraphQL types (wiring/dev/codegen-answer-fields.cjs).',
      '// Generated by npm run codegen from rest-adapter/operations/*.graphql: do not edit.',
    ];
    // The input objects the operations take as variables: their fields as the schema lists them.
    const inputs = new Set();
    for (const d of documents)
      for (const def of d.document.definitions)
        for (const v of def.variableDefinitions ?? []) {
          const named = schema.getType(getNamedTypeName(v.type));
          if (isInputObjectType(named)) inputs.add(named);
        }
    for (const input of inputs) {
      const fields = Object.fromEntries(Object.values(input.getFields()).map((f) => [f.name, String(f.type)]));
      lines.push(`export const ${input.name}Fields = ${JSON.stringify(fields, null, 2)} as const;`);
    }
    for (const [name, f] of fragments) {
      if (schema.getType(name) && isInputObjectType(schema.getType(name)))
        throw new Error(`fragment ${name} is named as an input object: rename the fragment`);
      const fields = fieldsOf(schema, fragments, schema.getType(f.typeCondition.name.value), f.selectionSet);
      lines.push(`export const ${name}Fields = ${JSON.stringify(fields, null, 2)} as const;`);
    }
    return lines.join('\n\n') + '\n';
  },
};
