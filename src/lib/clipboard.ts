/** Copies text with the asynchronous Clipboard API; rejects where it is missing or refused. */
export async function copyText(
  text: string,
  clipboard: Pick<Clipboard, 'writeText'> | undefined = globalThis.navigator?.clipboard,
): Promise<void> {
  if (!clipboard) throw new Error('The clipboard is not available here.');
  await clipboard.writeText(text);
}
