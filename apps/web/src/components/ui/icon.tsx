import { iconSvg } from '@/lib/icons/sets';

type IconProps = {
  /** Set and name, as Iconify writes them: `lucide:bell`. */
  name: `${string}:${string}`;
  className?: string;
  /** What the icon says, when nothing beside it does; without it the icon is decoration. */
  label?: string;
};

/**
 * An icon drawn on the server as inline SVG (spec section 9), so an icon of the first paint needs
 * no request and no JavaScript; it takes the text's size and colour. Icons that appear later load
 * through /api/icons with lib/icons/loader.ts.
 */
export async function Icon({ name, className, label }: IconProps) {
  const svg = await iconSvg(name);
  if (!svg) throw new Error(`Unknown icon ${name}`);
  return (
    // No xmlns: the HTML parser puts an inline <svg> in its namespace. No class attribute without a class.
    <svg
      viewBox={svg.viewBox}
      width="1em"
      height="1em"
      {...(className && { className })}
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      // The body comes from an installed icon set, never from a visitor.
      dangerouslySetInnerHTML={{ __html: svg.body }}
    />
  );
}
