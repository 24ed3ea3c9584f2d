/**
 * The last pass over an iCalendar file a library wrote, for what RFC 5545 asks and the libraries
 * get wrong: ical-generator writes DTSTAMP in the calendar's zone without the `Z` (it must be
 * UTC), puts the calendar's own properties (X-WR-TIMEZONE, TIMEZONE-ID) after its VTIMEZONE
 * (properties come before components), folds lines by characters where the limit is 75 octets
 * (a line with a rupee sign is longer in bytes than in characters), and leaves the last line
 * without its CRLF.
 */
export function tidyCalendar(text: string, stamp: Date = new Date()): string {
  const lines = unfold(text);
  const utcStamp = `DTSTAMP:${stamp.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`;
  const calendarProperties = lines.filter((line) => /^(X-WR-TIMEZONE|TIMEZONE-ID)[:;]/.test(line));
  const rest = lines.filter((line) => !calendarProperties.includes(line)).map((line) => (line.startsWith('DTSTAMP') ? utcStamp : line));
  const firstComponent = rest.findIndex((line, i) => i > 0 && line.startsWith('BEGIN:'));
  const ordered = firstComponent < 0 ? [...rest.slice(0, -1), ...calendarProperties, ...rest.slice(-1)] : [...rest.slice(0, firstComponent), ...calendarProperties, ...rest.slice(firstComponent)];
  return ordered.map(fold).join('\r\n') + '\r\n';
}

/** Content lines with folded continuations (a CRLF followed by a space or tab) joined back. */
function unfold(text: string): string[] {
  return text
    .replace(/\r?\n[ \t]/g, '')
    .split(/\r?\n/)
    .filter((line) => line !== '');
}

const MAX_OCTETS = 75;

/** Folds a content line into pieces of at most 75 octets, never inside a character. */
function fold(line: string): string {
  const pieces: string[] = [];
  let piece = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    // Continuation pieces start with a space, which counts towards their 75.
    if (octets + size > MAX_OCTETS) {
      pieces.push(piece);
      piece = ' ';
      octets = 1;
    }
    piece += char;
    octets += size;
  }
  pieces.push(piece);
  return pieces.join('\r\n');
}
