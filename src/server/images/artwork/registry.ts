/**
 * The product's own illustrations, drawn programmatically as SVG (no network, no fonts, no text).
 * Every key is rasterised on demand by ../render.ts and served from /images/{key}.
 */

import { C } from './palette'
import { type Artwork, grad } from './svg'
import { CAST } from './people/cast'
import { courseFullStack } from './courses/full-stack'
import { courseDataScience } from './courses/data-science'
import { courseFlutter } from './courses/flutter'
import { courseCloudDevops } from './courses/cloud-devops'
import { courseCybersecurity } from './courses/cybersecurity'
import { courseUiUx } from './courses/ui-ux'
import { courseDigitalMarketing } from './courses/digital-marketing'
import { heroFullStack } from './hero/full-stack'
import { heroDataScience } from './hero/data-science'
import { heroCloudDevops } from './hero/cloud-devops'
import { heroCybersecurity } from './hero/cybersecurity'
import { heroProjectManagement } from './hero/project-management'
import { projectEcommerce } from './projects/ecommerce'
import { projectFoodDelivery } from './projects/food-delivery'
import { projectSentiment } from './projects/sentiment'
import { projectManagementBoard } from './projects/project-management'
import { mentor } from './mentors'
import { shareDefault } from './share'
import { aboutCampus, aboutTeam } from './about'

// Built in this order at start-up: per-picture gradient and clip ids come from one counter, so reordering
// the entries changes the SVG bytes (and so the ETags) though not the pictures.
export const ARTWORK: Record<string, Artwork> = {
  'courses/full-stack': courseFullStack(),
  'courses/data-science': courseDataScience(),
  'courses/flutter': courseFlutter(),
  'courses/cloud-devops': courseCloudDevops(),
  'courses/cybersecurity': courseCybersecurity(),
  'courses/ui-ux': courseUiUx(),
  'courses/digital-marketing': courseDigitalMarketing(),
  'hero/slide-1': heroFullStack(),
  'hero/slide-2': heroDataScience(),
  'hero/slide-3': heroCloudDevops(),
  'hero/slide-4': heroCybersecurity(),
  'hero/slide-5': heroProjectManagement(),
  'projects/ecommerce': projectEcommerce(),
  'projects/food-delivery': projectFoodDelivery(),
  'projects/sentiment': projectSentiment(),
  'projects/project-management': projectManagementBoard(),
  'mentors/1': mentor(CAST[0], grad(['#c7d2fe', '#818cf8']), C.navy, C.amber, 1),
  'mentors/2': mentor(CAST[1], grad(['#99f6e4', '#38bdf8']), C.tealDark, C.indigo, 2),
  'mentors/3': mentor({ ...CAST[2], shirt: C.navy }, grad(['#fde68a', '#f59e0b']), '#b45309', C.teal, 3),
  'mentors/4': mentor(CAST[3], grad(['#e0e7ff', '#a5b4fc']), C.indigo, C.amber, 4),
  'share/default': shareDefault(),
  'about/campus': aboutCampus(),
  'about/team': aboutTeam(),
}

export function getArtwork(key: string): Artwork | undefined {
  return Object.hasOwn(ARTWORK, key) ? ARTWORK[key] : undefined
}
