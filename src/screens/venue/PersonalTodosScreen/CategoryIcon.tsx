import BuildIcon from '@mui/icons-material/Build';
import CampaignIcon from '@mui/icons-material/Campaign';
import CleaningServicesIcon from '@mui/icons-material/CleaningServices';
import EventIcon from '@mui/icons-material/Event';
import InventoryIcon from '@mui/icons-material/Inventory';
import LightbulbIcon from '@mui/icons-material/Lightbulb';
import ListIcon from '@mui/icons-material/List';
import LocalBarIcon from '@mui/icons-material/LocalBar';
import PeopleIcon from '@mui/icons-material/People';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import StarIcon from '@mui/icons-material/Star';
import type { SvgIconProps } from '@mui/material';
import type { CategoryIconName } from './types';

export const CATEGORY_ICONS: Record<CategoryIconName, typeof ListIcon> = {
  List: ListIcon,
  Star: StarIcon,
  ShoppingCart: ShoppingCartIcon,
  LocalBar: LocalBarIcon,
  Restaurant: RestaurantIcon,
  Build: BuildIcon,
  CleaningServices: CleaningServicesIcon,
  People: PeopleIcon,
  Event: EventIcon,
  Inventory: InventoryIcon,
  Campaign: CampaignIcon,
  Lightbulb: LightbulbIcon,
};

/** The colours offered for categories: readable with white icons on top. */
export const CATEGORY_COLORS = ['#1b5e20', '#1565c0', '#6a1b9a', '#c62828', '#ef6c00', '#00838f', '#5d4037', '#455a64'];

export function CategoryIcon({ icon, ...props }: { icon: CategoryIconName } & SvgIconProps) {
  const Icon = CATEGORY_ICONS[icon] ?? ListIcon;
  return <Icon {...props} />;
}
