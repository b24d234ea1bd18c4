import { options, type VNode } from 'preact';

/**
 * Joins the adjacent texts among an element's children into one text ('1' and '.' into '1.').
 *
 * HTML has no boundary between adjacent texts: the server's '1' and '.' reach the browser as the
 * one text node '1.', and Preact's hydrate() pairs that node with the first text only, then adds
 * the second again ('1..'). Joined on the server and in the browser alike, each text has exactly
 * one node to take over. Installed by both entries (start.tsx, entry-server.tsx) before any
 * element is made.
 */
function joinAdjacentTexts(children: unknown[]): unknown[] {
  let joined: unknown[] | undefined;
  // Where the text that a following text joins sits, while only empty children come between.
  let textAt = -1;
  for (let index = 0; index < children.length; index += 1) {
    const child = children[index];
    if (typeof child === 'string' || typeof child === 'number') {
      if (textAt < 0) {
        textAt = index;
        continue;
      }
      joined ??= [...children];
      joined[textAt] = `${joined[textAt]}${child}`;
      // Nothing in its place, so the children after it keep their positions between renders.
      joined[index] = null;
    } else if (child !== null && child !== undefined && typeof child !== 'boolean') {
      // Nothing, true and false draw nothing: texts on either side of them are adjacent too.
      textAt = -1;
    }
  }
  return joined ?? children;
}

const previousHook = options.vnode;
options.vnode = (vnode: VNode) => {
  const props = vnode.props as { children?: unknown } | null;
  if (props && Array.isArray(props.children) && props.children.length > 1) {
    props.children = joinAdjacentTexts(props.children);
  }
  previousHook?.(vnode);
};
