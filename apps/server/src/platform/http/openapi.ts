import { type Endpoint, Status, statusReasons } from '@vestibule/contract';
import { z } from 'zod';

type JsonSchema = Record<string, unknown> & { properties?: Record<string, unknown> };

/** Signed-in calls may carry the company's userid; the platform checks it, so the schemas leave it out. */
const useridProperty = { type: 'integer', description: "The signed-in company's id; another company's answers 610." };

function requestSchemaOf(endpoint: Endpoint): JsonSchema {
  const schema = z.toJSONSchema(endpoint.request, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  if (endpoint.roles === 'public') return schema;
  if (schema.type === 'object') return { ...schema, properties: { userid: useridProperty, ...schema.properties } };
  if (schema.type === 'array' && typeof schema.items === 'object' && schema.items !== null) {
    const items = schema.items as JsonSchema;
    return { ...schema, items: { ...items, properties: { userid: useridProperty, ...items.properties } } };
  }
  return schema;
}

const audienceOf = (endpoint: Endpoint) => (endpoint.roles === 'public' ? 'public' : endpoint.roles.join(', '));

/** OpenAPI 3.1 from the contract registry: one POST operation per call name. */
export function openApiDocument(endpoints: Record<string, Endpoint>, version: string) {
  const byPath = new Map<string, Array<[string, Endpoint]>>();
  for (const [name, endpoint] of Object.entries(endpoints)) {
    const path = endpoint.path ?? name;
    byPath.set(path, [...(byPath.get(path) ?? []), [name, endpoint]]);
  }
  const paths: Record<string, unknown> = {};
  for (const [name, entries] of byPath) {
    const endpoint = entries[0]![1];
    // A call serving two audiences documents both bodies; the body tells them apart.
    const requestSchema =
      entries.length === 1 ? requestSchemaOf(endpoint) : { oneOf: entries.map(([, entry]) => requestSchemaOf(entry)) };
    const responseSchema = z.toJSONSchema(endpoint.response, { io: 'output', unrepresentable: 'any' });
    paths[`/api/${name}`] = {
      post: {
        operationId: name,
        summary: entries.map(([, entry]) => entry.summary).join(' Or: '),
        tags: [...new Set(entries.map(([, entry]) => audienceOf(entry)))],
        security: entries.some(([, entry]) => entry.roles === 'public') ? [] : [{ token: [] }],
        requestBody: {
          required: false,
          content: endpoint.multipartFile
            ? {
                'multipart/form-data': {
                  schema: { type: 'object', properties: { [endpoint.multipartFile]: { type: 'string', format: 'binary' } } },
                },
              }
            : { 'application/json': { schema: requestSchema } },
        },
        responses: {
          '200': {
            description: 'The envelope: status 0 with the result, or a non-zero status with its reason.',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['status', 'result', 'reason'],
                  properties: { status: { type: 'integer' }, reason: { type: 'string' }, result: responseSchema },
                },
              },
            },
          },
          '500': { description: 'System error (status 2000) with a request id.' },
          '503': { description: 'The database is briefly unavailable (status 2002); Retry-After gives the seconds to wait.' },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Vestibule API',
      version,
      description: `Every call is POST with a JSON body and answers { status, result, reason }. Status codes: ${Object.values(
        Status,
      )
        .map((code) => `${code} ${statusReasons[code]}`)
        .join('; ')}.`,
    },
    components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'X-COOLVISIT-TOKEN' } } },
    paths,
  };
}

/** A self-contained page that lists the operations of /api/openapi.json (no assets from elsewhere). */
export const apiDocsPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Vestibule API</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{font:14px/1.5 system-ui,sans-serif;margin:0 auto;max-width:1000px;padding:24px;color:#1f1f1f}
h1{font-size:22px}details{border:1px solid #ddd;border-radius:6px;margin:8px 0;padding:8px 12px}summary{cursor:pointer}
code{background:#f4f4f4;padding:1px 4px;border-radius:3px}pre{background:#f7f7f7;padding:8px;overflow:auto;font-size:12px}
.tag{color:#666;font-size:12px;margin-left:8px}#filter{width:100%;padding:8px;font-size:14px;margin:8px 0}</style></head>
<body><h1>Vestibule API</h1><p id="intro"></p><input id="filter" placeholder="Filter by name" aria-label="Filter by name"><div id="list"></div>
<script>
fetch('/api/openapi.json').then(r=>r.json()).then(doc=>{
  document.getElementById('intro').textContent=doc.info.description;
  const list=document.getElementById('list');
  const render=(q)=>{list.replaceChildren();for(const [path,item] of Object.entries(doc.paths)){const op=item.post;
    if(q&&!op.operationId.toLowerCase().includes(q))continue;
    const d=document.createElement('details');const s=document.createElement('summary');
    const c=document.createElement('code');c.textContent='POST '+path;s.append(c,' '+op.summary);
    const t=document.createElement('span');t.className='tag';t.textContent=op.tags.join(' ');s.append(t);
    const body=Object.values(op.requestBody.content)[0].schema;const res=op.responses['200'].content['application/json'].schema.properties.result;
    const p1=document.createElement('pre');p1.textContent='Request '+JSON.stringify(body,null,2);
    const p2=document.createElement('pre');p2.textContent='Result '+JSON.stringify(res,null,2);
    d.append(s,p1,p2);list.append(d);}};
  render('');document.getElementById('filter').oninput=e=>render(e.target.value.toLowerCase());
});
</script></body></html>`;
