import type { LocaleContent } from "@/content/units";

/** zh: search. */
export const search = {
  labels: {
    source: "f594b2b842e2",
    text: {
      open: "搜索",
      title: "站内搜索",
      field: "搜索",
      placeholder: "产品、服务、客户案例……",
      submit: "查看结果",
      close: "关闭搜索",
      loading: "正在加载搜索……",
      failed: "搜索加载失败。请重试，或浏览网站地图。",
      hint: "输入关键词，搜索产品、解决方案、行业、服务、客户案例和文章。",
      withoutScript: "按 Enter 键打开网站地图，按类别查看全部页面。",
      results: "找到{count}条与“{query}”相关的结果",
      oneResult: "找到1条与“{query}”相关的结果",
      noResults: "没有与“{query}”匹配的页面。",
      noResultsSuggestion: "请换个关键词，浏览我们的产品，或联系我们。",
      keys: "↑ ↓ 选择，Enter 打开，Esc 关闭",
      suggestions: [
        {
          name: "全部产品",
        },
        {
          name: "联系我们",
        },
        {
          name: "网站地图",
        },
      ],
    },
  },
} satisfies NonNullable<LocaleContent["search"]>;
