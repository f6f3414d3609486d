import http from 'node:http';

export interface ListenerEvent {
  type: string;
  data: string;
}

/**
 * An SSE listener as a browser tab holds one: a long GET of /api/events whose events are handed to `onEvent` as
 * they arrive. Resolves once the stream answered 200.
 */
export function listen(
  agent: http.Agent,
  url: string,
  cookie: string,
  onEvent: (e: ListenerEvent) => void,
): Promise<{ close: () => void; closed: () => boolean }> {
  return new Promise((resolve, reject) => {
    let closed = false;
    const req = http.get(url, { agent, headers: { accept: 'text/event-stream', cookie } }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        reject(new Error(`GET ${url} answered ${res.statusCode}`));
        return;
      }
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let type = 'message';
          let data = '';
          for (const line of block.split('\n')) {
            if (line.startsWith('event: ')) type = line.slice(7);
            else if (line.startsWith('data: ')) data = line.slice(6);
          }
          if (data) onEvent({ type, data });
        }
      });
      res.on('close', () => (closed = true));
      resolve({ close: () => req.destroy(), closed: () => closed });
    });
    req.on('error', (e) => (closed ? undefined : reject(e)));
  });
}

/** POST of a JSON body; resolves with the status and the parsed answer. */
export function postJson(
  agent: http.Agent,
  url: string,
  cookie: string,
  body: unknown,
): Promise<{ status: number; json: unknown }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: { cookie, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => {
          try {
            resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) as unknown });
          } catch {
            resolve({ status: res.statusCode ?? 0, json: text });
          }
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
