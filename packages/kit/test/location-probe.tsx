import { useLocationPath } from '@azmar/kit/routing/location-path';
import { useQueryState } from '@azmar/kit/routing/query-state';

/** Shows what the routing hooks read: `path|category`. For the tests of rendering on the server and hydrating. */
export function LocationProbe() {
  const path = useLocationPath();
  const [category] = useQueryState('category', 'all');
  return (
    <p>
      {path}|{category}
    </p>
  );
}
