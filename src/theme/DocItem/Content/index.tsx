/**
 * Wrapped: a guide's title and text are what the site's search indexes (src/plugins/search), as a
 * guide; an unlisted guide is not indexable and is left out.
 */
import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {searchBodyAttributes} from '@site/src/lib/search';

type Props = WrapperProps<typeof ContentType>;

export default function DocItemContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <div {...searchBodyAttributes({kind: 'guide', indexable: !metadata.unlisted})}>
      <Content {...props} />
    </div>
  );
}
