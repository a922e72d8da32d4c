import type { Product } from "@/content/types";

import { businessGrowthProducts } from "./business-growth";
import { cloudNetworkProducts } from "./cloud-network";
import { communicationEngagementProducts } from "./communication-engagement";
import { developmentInfrastructureProducts } from "./development-infrastructure";
import { industrySpecificProducts } from "./industry-specific";
import { operationalExcellenceProducts } from "./operational-excellence";

export { defaultProductDescription, genericUseCases } from "./defaults";

/**
 * The whole catalogue in display order. The first three products are the
 * "Related Products" of every solution page. To add a product, copy an entry in
 * the file of its group and give it a new id.
 */
export const products: Product[] = [
  ...communicationEngagementProducts,
  ...operationalExcellenceProducts,
  ...businessGrowthProducts,
  ...industrySpecificProducts,
  ...developmentInfrastructureProducts,
  ...cloudNetworkProducts,
];
