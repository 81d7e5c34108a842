/** A fair's favourite buttons on the page, as FavouriteButton marks them. */
export const favouriteButtonsOf = (event: string) => `button[data-favourite][data-event="${CSS.escape(event)}"]`;

type Props = {
  /** The fair's documentId. */
  event: string;
  /** The stand's label ("8.B12"). */
  stand: string;
  /** The exhibitor entry's documentId, which the industry dashboard counts favourites of. */
  exhibitor: string;
  /** The visible word, and the accessible name that says whose stand it is ("Favoriet: De Vries Standbouw"). */
  label: string;
  name: string;
  /** Smaller on a wide screen, in a dense list (still over WCAG's 24 px). */
  compact?: boolean;
};

/**
 * A toggle button that saves an exhibitor's stand as a favourite in this browser. Rendered hidden,
 * by the server or by the plan's list from its rows (plan-list.client.tsx): the page's
 * FavouriteButtons island shows and runs every one of them, so a list of 150 stands carries one
 * small script and no handler per button. Its star is the stylesheet's
 * (app/globals.css), not two elements more per button in the markup and again in the payload.
 */
export function FavouriteButton({ event, stand, exhibitor, label, name, compact = false }: Props) {
  return (
    <button
      type="button"
      hidden
      aria-pressed="false"
      aria-label={name}
      data-event={event}
      data-favourite={stand}
      data-exhibitor={exhibitor}
      className={compact ? 'favourite-button favourite-button-compact' : 'favourite-button'}
    >
      {label}
    </button>
  );
}
