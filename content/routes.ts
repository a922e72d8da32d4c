const withSlash = (path: string) => (path.endsWith("/") ? path : `${path}/`);

export const routes = {
  home: "/",
  products: "/product/",
  product: (id: string) => withSlash(`/product/${id}`),
  solutions: "/solutions/",
  solution: (categorySlug: string, id: string) => withSlash(`/solutions/${categorySlug}/${id}`),
  solutionLanding: (id: string) => withSlash(`/solutions/${id}`),
  industries: "/industry/",
  industry: (id: string) => withSlash(`/industry/${id}`),
  services: "/services/",
  service: (id: string) => withSlash(`/services/${id}`),
  contact: "/contact-us/",
  about: "/about-us/",
  careers: "/careers/",
  blog: "/blog/",
  blogPost: (id: string) => withSlash(`/blog/${id}`),
  caseStudies: "/case-studies/",
  caseStudy: (id: string) => withSlash(`/case-studies/${id}`),
  partners: "/partners/",
  siteMap: "/site-map/",
} as const;

export interface Crumb {
  name: string;
  path: string;
}
