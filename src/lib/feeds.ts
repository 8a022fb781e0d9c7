/**
 * The HTML of a post as the feeds carry it. The blog plugin takes it from the rendered page, where
 * React leaves empty comments between adjacent texts (`<!-- -->`, one per `{site.name}` in the MDX)
 * and MDX links carry an empty class attribute: neither means anything to a feed reader.
 */
export function cleanFeedHtml(html: string): string {
  return html.replace(/<!--\s*-->/g, '').replace(/ class=""/g, '');
}
