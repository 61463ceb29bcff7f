import { Gem } from 'lucide-react';
import { ComingWithContent } from './coming-with-content';

/** The Collection tab: replaced by the collection management of the content release. */
export function CollectionTab() {
  return (
    <ComingWithContent
      icon={Gem}
      title="Collection"
      text="Adding, ordering and hiding the pieces of The G.O.A.T. Collection will be managed here."
    />
  );
}
