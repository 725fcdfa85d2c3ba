/**
 * Reads a password without it ever being on the command line: from the terminal with echo off
 * (asked twice), or the first line of stdin when it is piped (`printf '%s\n' "$PW" | …`).
 */
export async function readPassword(prompt: string): Promise<string> {
  const stdin = process.stdin;
  if (!stdin.isTTY) return firstLine(stdin);
  const first = await readHidden(`${prompt}: `);
  const again = await readHidden('Repeat it: ');
  if (first !== again) throw new Error('The two passwords differ; nothing was changed');
  return first;
}

async function firstLine(stream: NodeJS.ReadStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}

function readHidden(prompt: string): Promise<string> {
  const stdin = process.stdin;
  process.stderr.write(prompt);
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = (error?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      process.stderr.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    // Raw mode: the terminal shows nothing of what is typed; this reads it key by key.
    const onData = (chunk: Buffer) => {
      for (const char of chunk.toString('utf8')) {
        if (char === '\r' || char === '\n') return finish();
        if (char === '\u0003' || char === '\u0004') return finish(new Error('Cancelled; nothing was changed'));
        if (char === '\u007f' || char === '\b') value = [...value].slice(0, -1).join('');
        else if (char >= ' ') value += char;
      }
    };
    stdin.setRawMode(true);
    stdin.resume();
    stdin.on('data', onData);
  });
}
