import {
  Award,
  BarChart3,
  BookOpen,
  Briefcase,
  Circle,
  Code2,
  Palette,
  Route,
  Server,
  UserCheck,
  Users,
  type LucideIcon,
  type LucideProps,
} from 'lucide-react'

/**
 * Catalogue entries name their icon as data (e.g. 'Code2'). Only the icons named here reach the
 * bundle: importing lucide's whole `icons` map would add hundreds of kilobytes to every page.
 */
const REGISTRY: Record<string, LucideIcon> = {
  Award,
  BarChart3,
  BookOpen,
  Briefcase,
  Code2,
  Palette,
  Route,
  Server,
  UserCheck,
  Users,
}

export function Icon({ name, ...props }: { name: string } & LucideProps) {
  const Component = REGISTRY[name] ?? Circle
  return <Component aria-hidden="true" {...props} />
}
