import 'server-only';
import type { oas31 } from 'zod-openapi';
import { escapeHtml } from '@/lib/text/escape-html';
import { HTTP_METHODS } from '../schemas';

type Schema = oas31.SchemaObject | oas31.ReferenceObject;

const refName = (schema: Schema): string | undefined => (typeof schema.$ref === 'string' ? schema.$ref.split('/').pop() : undefined);

function resolve(document: oas31.OpenAPIObject, schema: Schema): oas31.SchemaObject {
  const name = refName(schema);
  if (!name) return schema as oas31.SchemaObject;
  return (document.components?.schemas?.[name] as oas31.SchemaObject | undefined) ?? {};
}

function typeName(document: oas31.OpenAPIObject, raw: Schema): string {
  const ref = refName(raw);
  const schema = resolve(document, raw);
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.anyOf || schema.oneOf) return (schema.anyOf ?? schema.oneOf ?? []).map((s) => typeName(document, s)).join(' | ');
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? 'any');
  if (schema.type === 'array' && schema.items) return `${typeName(document, schema.items as Schema)}[]`;
  return ref ? `${ref} (${type})` : type;
}

/** Limits a caller must respect, in words: range, length, pattern, default. */
function limits(schema: oas31.SchemaObject): string {
  const out: string[] = [];
  const min = schema.minimum ?? (typeof schema.exclusiveMinimum === 'number' ? `> ${schema.exclusiveMinimum}` : undefined);
  if (min !== undefined || schema.maximum !== undefined) out.push(`range ${min ?? '…'} – ${schema.maximum ?? '…'}`);
  if (schema.minLength !== undefined || schema.maxLength !== undefined)
    out.push(`length ${schema.minLength ?? 0} – ${schema.maxLength ?? '…'}`);
  if (schema.maxItems !== undefined) out.push(`≤ ${schema.maxItems} items, comma-joined`);
  if (schema.pattern) out.push(`pattern <code>${escapeHtml(schema.pattern)}</code>`);
  if (schema.default !== undefined) out.push(`default <code>${escapeHtml(JSON.stringify(schema.default))}</code>`);
  const items = schema.items as oas31.SchemaObject | undefined;
  if (items && !('$ref' in items)) {
    const inner = limits(items);
    if (inner) out.push(`each: ${inner}`);
  }
  return out.join('; ');
}

/** A response shape as an indented outline: `name: type` per property, nested objects below. */
function outline(document: oas31.OpenAPIObject, raw: Schema, indent = '', seen = new Set<string>()): string {
  const ref = refName(raw);
  if (ref && seen.has(ref)) return '';
  const resolved = resolve(document, raw);
  // a nullable object is anyOf [object, null]: outline the object
  const schema = resolved.anyOf?.map((s) => resolve(document, s)).find((s) => s.type !== 'null') ?? resolved;
  const nextSeen = ref ? new Set([...seen, ref]) : seen;
  const target = schema.type === 'array' && schema.items ? resolve(document, schema.items as Schema) : schema;
  const required = new Set(target.required ?? []);
  return Object.entries(target.properties ?? {})
    .map(([name, property]) => {
      const line = `${indent}${name}${required.has(name) ? '' : '?'}: ${typeName(document, property)}`;
      return [line, outline(document, property, `${indent}  `, nextSeen)].filter(Boolean).join('\n');
    })
    .join('\n');
}

/** Who may call, from the operation's security requirement and the document's schemes. */
function authText(document: oas31.OpenAPIObject, operation: oas31.OperationObject): string {
  const names = (operation.security ?? []).flatMap((requirement) => Object.keys(requirement));
  if (names.length === 0) return 'none';
  return names
    .map((name) => {
      const scheme = document.components?.securitySchemes?.[name] as oas31.SecuritySchemeObject | undefined;
      if (scheme?.type === 'apiKey')
        return `<code>${escapeHtml(scheme.name)}</code> ${escapeHtml(scheme.in)} (${escapeHtml(scheme.description ?? name)})`;
      if (scheme?.type === 'http') return `<code>Authorization: Bearer</code> (${escapeHtml(scheme.description ?? name)})`;
      return escapeHtml(name);
    })
    .join(' or ');
}

/** The JSON body: each field with its type and limits, nested objects indented. */
function bodyHtml(document: oas31.OpenAPIObject, operation: oas31.OperationObject): string {
  const requestBody = operation.requestBody as oas31.RequestBodyObject | undefined;
  const schema = requestBody?.content['application/json']?.schema;
  if (!schema) return '';
  const resolved = resolve(document, schema);
  const fields = Object.entries(resolved.properties ?? {})
    .map(([name, property]) => {
      const target = resolve(document, property);
      const required = (resolved.required ?? []).includes(name) ? 'yes' : '';
      return `<tr><td><code>${escapeHtml(name)}</code></td><td>${required}</td><td><code>${escapeHtml(typeName(document, property))}</code></td><td>${limits(target)}</td></tr>`;
    })
    .join('');
  const nested = outline(document, schema);
  return `<h3>Body <small>application/json${requestBody?.required ? ', required' : ', optional'}</small></h3>
${fields ? `<table border="1" cellpadding="4" cellspacing="0"><tr><th>field</th><th>required</th><th>type</th><th>limits</th></tr>${fields}</table>` : ''}
${nested ? `<pre>${escapeHtml(nested)}</pre>` : ''}`;
}

function operationHtml(document: oas31.OpenAPIObject, path: string, method: string, operation: oas31.OperationObject): string {
  const parameters = (operation.parameters ?? []).filter((p): p is oas31.ParameterObject => !('$ref' in p));
  const rows = parameters
    .map((p) => {
      const schema = resolve(document, p.schema ?? {});
      return `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${p.in}</td><td>${p.required ? 'yes' : ''}</td><td><code>${escapeHtml(typeName(document, schema))}</code></td><td>${limits(schema)}</td></tr>`;
    })
    .join('');
  const responses = Object.entries(operation.responses ?? {})
    .map(([status, response]: [string, oas31.ResponseObject]) => {
      const [contentType, media] = Object.entries(response.content ?? {})[0] ?? [];
      const ref = media?.schema ? refName(media.schema) : undefined;
      const shape = media?.schema && !ref ? outline(document, media.schema) : '';
      const body = ref ? `<p><a href="#${escapeHtml(ref)}">${escapeHtml(ref)}</a></p>` : shape ? `<pre>${escapeHtml(shape)}</pre>` : '';
      const headers = Object.keys(response.headers ?? {})
        .map((name) => `<p>Header <code>${escapeHtml(name)}</code></p>`)
        .join('');
      return `<h4>${status} ${escapeHtml(response.description)}${contentType ? ` <small>${contentType}</small>` : ''}</h4>${headers}${body}`;
    })
    .join('');
  return `<h2 id="${escapeHtml(operation.operationId)}">${method.toUpperCase()} <code>${escapeHtml(path)}</code></h2>
<p><strong>${escapeHtml(operation.summary ?? '')}</strong></p><p>${escapeHtml(operation.description ?? '')}</p>
<p>Auth: ${authText(document, operation)}</p>
${rows ? `<table border="1" cellpadding="4" cellspacing="0"><tr><th>parameter</th><th>in</th><th>required</th><th>type</th><th>limits</th></tr>${rows}</table>` : '<p>No parameters.</p>'}
${bodyHtml(document, operation)}<h3>Responses</h3>${responses}`;
}

/**
 * A small server-rendered reference of the document: no script, no stylesheet (the API's CSP from
 * next.config, default-src 'none', applies to this page too), plain HTML tables and outlines.
 */
export function renderReferencePage(document: oas31.OpenAPIObject): string {
  const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    HTTP_METHODS.flatMap((method) => {
      const operation = (item as Record<string, oas31.OperationObject | undefined>)[method];
      return operation ? [{ path, method, operation }] : [];
    }),
  );
  const nav = operations
    .map(({ path, method, operation }) => `<a href="#${escapeHtml(operation.operationId)}">${method.toUpperCase()} ${escapeHtml(path)}</a>`)
    .join(' ');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<title>${escapeHtml(document.info.title)} reference</title></head><body>
<h1>${escapeHtml(document.info.title)} <small>v${escapeHtml(document.info.version)}, OpenAPI ${escapeHtml(document.openapi)}</small></h1>
<p>${escapeHtml(document.info.description ?? '')}</p><p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a></p>
<nav>${nav}</nav>
${operations.map(({ path, method, operation }) => operationHtml(document, path, method, operation)).join('\n')}
<h2 id="ErrorEnvelope">Error envelope</h2><pre>${escapeHtml(outline(document, { $ref: '#/components/schemas/ErrorEnvelope' }))}</pre>
</body></html>`;
}
