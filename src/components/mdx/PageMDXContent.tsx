import type {ReactNode} from 'react';
import {MDXProvider} from '@mdx-js/react';
import type {MDXComponents} from 'mdx/types';
import MDXLink from '@theme/MDXComponents/A';
import MDXCode from '@theme/MDXComponents/Code';
import MDXHeading from '@theme/MDXComponents/Heading';
import MDXImg from '@theme/MDXComponents/Img';
import MDXLi from '@theme/MDXComponents/Li';
import MDXPre from '@theme/MDXComponents/Pre';
import MDXUl from '@theme/MDXComponents/Ul';

/**
 * The theme's renderings of Markdown's own elements (links, code blocks, headings with their
 * anchors, lists, images), as posts and guides get them from @theme/MDXContent. The section
 * components and admonitions are imported by each MDX file that uses them
 * (src/lib/mdx/importSections.ts), so unlike @theme/MDXContent this provider does not bring the
 * theme's admonitions, collapsible details and diagrams into every page's JavaScript.
 */
const components: MDXComponents = {
  a: MDXLink,
  code: MDXCode,
  pre: MDXPre,
  ul: MDXUl,
  li: MDXLi,
  img: MDXImg,
  h1: (props) => <MDXHeading as="h1" {...props} />,
  h2: (props) => <MDXHeading as="h2" {...props} />,
  h3: (props) => <MDXHeading as="h3" {...props} />,
  h4: (props) => <MDXHeading as="h4" {...props} />,
  h5: (props) => <MDXHeading as="h5" {...props} />,
  h6: (props) => <MDXHeading as="h6" {...props} />,
};

/** The body of a page of src/content/, with Markdown's elements as the theme renders them. */
export default function PageMDXContent({children}: {readonly children: ReactNode}): ReactNode {
  return <MDXProvider components={components}>{children}</MDXProvider>;
}
