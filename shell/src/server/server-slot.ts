/**
 * The HTML the render service puts in the remote slot for this render (the route's remote, rendered by its own
 * server module). Server-only: in the browser the slot's server HTML is already in the page.
 */
let slotHtml = '';

export function setServerSlotHtml(html: string): void {
  slotHtml = html;
}

export function serverSlotHtml(): string {
  return slotHtml;
}
