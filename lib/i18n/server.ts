export { t } from "./index";
