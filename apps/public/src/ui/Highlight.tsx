import { Fragment } from 'react';
import { splitByMatches } from '../lib/textSearch';

/** A text with the searched words wrapped in <mark> (accents and case ignored). */
export function Highlight({ text, terms }: { text: string; terms: readonly string[] }) {
  if (terms.length === 0) return <>{text}</>;
  return (
    <>
      {splitByMatches(text, terms).map((piece, index) =>
        piece.match ? <mark key={index}>{piece.text}</mark> : <Fragment key={index}>{piece.text}</Fragment>,
      )}
    </>
  );
}
