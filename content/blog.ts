import type { BlogPost } from "@/content/types";

/**
 * Blog articles, newest first. `content` is trusted HTML written by editors and may use
 * only <h2>, <h3>, <p>, <ul>, <ol>, <li>, <strong>, <em> and <blockquote>.
 */
export const blogPosts = [
  {
    id: "ai-chatbots-ux",
    title: "Designing AI Chatbots Customers Actually Enjoy Talking To",
    category: "Chatbots",
    icon: "MessageSquare",
    date: "2025-06-10",
    author: "Aisyah Rahman",
    excerpt:
      "Most chatbot complaints are not about the AI at all but about the conversation design around it. Here is the UX playbook our team uses to build chatbots that resolve problems instead of deflecting them.",
    imageUrl: "/images/blog/ai-chatbots-ux.svg",
    tags: ["Chatbots", "Conversation Design", "Customer Experience", "Multilingual AI", "Human Handover"],
    content: `<p>Ask any customer about their last chatbot conversation and you will often hear the same story: a cheerful greeting, three menus that did not match the question, and a final message suggesting they call the hotline anyway. The underlying language models have improved enormously in the last two years, yet many bots still frustrate people. In our experience across retail, banking, telecoms and the public sector in Malaysia, the gap is rarely the AI. It is the experience design wrapped around it.</p>

<p>This article shares the principles our conversational AI team applies on every chatbot project, from a single-outlet clinic to a national retailer handling tens of thousands of conversations a day.</p>

<h2>Start with the jobs customers are trying to get done</h2>

<p>A good chatbot is not a talking FAQ page. Before writing a single response, we pull three months of chat transcripts, emails and call reasons and group them by intent. Typically, ten to fifteen intents cover around 70% of volume: order status, refunds, store hours, appointment changes, password resets and so on. Those intents become the backbone of the bot.</p>

<p>For each one we ask a simple question: <strong>can the bot actually finish this task, or only talk about it?</strong> A bot that explains the refund policy is mildly useful. A bot that checks the order, confirms eligibility and issues the refund is transformative. Integration with order, booking and CRM systems is where most of the value sits, so we scope it from day one rather than leaving it for a later phase.</p>

<h2>Set expectations in the first message</h2>

<p>The opening message does more work than any other line in the conversation. It should tell people what the bot can help with, that they are talking to an automated assistant, and how to reach a person. Compare these two openings:</p>

<ul>
<li><em>"Hi! How can I help you today?"</em> invites anything, so the bot immediately fails on questions it was never built for.</li>
<li><em>"Hi, I'm the Mutiara assistant. I can track orders, arrange returns and check stock at your nearest store. Type 'agent' anytime to reach our team."</em> frames the conversation and builds trust.</li>
</ul>

<p>Quick-reply buttons for the top three tasks help too, especially on mobile, but they should never be the only path. Customers who type a full sentence expect to be understood.</p>

<h2>Design for how Malaysians really write</h2>

<p>Customers in our region switch languages mid-sentence, use abbreviations and mix Bahasa Malaysia, English, Mandarin and Tamil freely. A message like <em>"nak check status order semalam, still tak sampai"</em> is perfectly normal. Bots trained only on formal English will stumble on it.</p>

<h3>Practical steps for multilingual bots</h3>

<ol>
<li>Train and test intents with real, code-switched customer messages, not translated textbook phrases.</li>
<li>Reply in the language the customer used most recently, and let them change it with a single tap.</li>
<li>Keep a local glossary of product names, slang and abbreviations such as "tq", "bila" or "pls".</li>
<li>Review misunderstood messages weekly and feed them back into training.</li>
</ol>

<h2>Make failure graceful</h2>

<p>Every chatbot will misunderstand someone. What matters is what happens next. Repeating "Sorry, I didn't get that" three times is the fastest route to a one-star review. Instead, after one misunderstanding the bot should rephrase or offer the closest options. After a second, it should offer a human without making the customer ask.</p>

<blockquote>The measure of a chatbot is not how rarely it fails, but how quickly it recovers when it does.</blockquote>

<p>When the handover happens, the agent must receive the full transcript, the detected intent and any customer details already collected. Nothing erodes goodwill faster than being asked for an order number the bot already has.</p>

<h2>Keep responses short and scannable</h2>

<p>Chat is a small screen medium. We keep each bot message under about 60 words, split longer answers into steps, and use buttons for confirmations. Generative models are tempted to write essays; guardrails and prompt design should push them toward short, specific answers grounded in the company's own content.</p>

<h2>Measure resolution, not just containment</h2>

<p>Many teams celebrate a high containment rate, the share of chats that never reach an agent. But a customer who gives up and closes the window also counts as contained. We track a balanced set of metrics instead:</p>

<ul>
<li><strong>Resolution rate:</strong> conversations where the task was completed, confirmed by a system event such as a refund or booking.</li>
<li><strong>Post-chat satisfaction:</strong> a simple one-question rating at the end of each conversation.</li>
<li><strong>Repeat contact:</strong> whether the same customer returns on any channel within 48 hours.</li>
<li><strong>Handover quality:</strong> how often agents must re-ask for information.</li>
</ul>

<h2>Treat the bot as a product, not a project</h2>

<p>The best chatbots we run are reviewed every week by a small team that reads transcripts, adds intents and retires answers that no longer apply. Launch is the beginning. When a chatbot is designed around real customer jobs, speaks the way customers speak and hands over gracefully, it stops being a barrier to service and becomes one of the most appreciated channels a business offers.</p>`,
  },
  {
    id: "voice-bots-revolution",
    title: "The Voice Bot Revolution: Why the Phone Menu Is Finally Dying",
    category: "Voice Bots",
    icon: "Mic",
    date: "2025-06-05",
    author: "Daniel Lim",
    excerpt:
      "Press 1 for billing, press 2 for support: the touch-tone menu has outlived its welcome. Voice bots that understand natural speech are changing what customers expect when they pick up the phone.",
    imageUrl: "/images/blog/voice-bots-revolution.svg",
    tags: ["Voice Bots", "IVR Modernization", "Speech Recognition", "Contact Center", "Automation"],
    content: `<p>For three decades the interactive voice response menu has been the front door of the contact center. Customers have learned to endure it: listen to eight options, guess which one fits, press zero repeatedly and hope for a human. It persisted because it was cheap and predictable, not because anyone liked it. That is changing quickly. Speech recognition, natural language understanding and neural text-to-speech have matured to the point where a caller can simply say what they need and be understood.</p>

<p>At Nusantara AI we now deploy more voice bots than traditional menus, and the shift has taught us a great deal about what works on the phone and what does not.</p>

<h2>What a modern voice bot actually is</h2>

<p>A voice bot is a conversation engine that listens, understands and responds in spoken language over an ordinary phone call. Under the hood it combines several components working in real time:</p>

<ul>
<li><strong>Automatic speech recognition</strong> converts the caller's speech into text, ideally tuned to local accents and vocabulary.</li>
<li><strong>Language understanding</strong> identifies the intent, such as checking a bill or reporting an outage, and extracts details like account numbers or dates.</li>
<li><strong>Dialogue management</strong> decides what to ask next, calls back-end systems and handles corrections.</li>
<li><strong>Text-to-speech</strong> replies in a natural voice, with pacing and pronunciation suited to the audience.</li>
</ul>

<p>The whole round trip needs to feel instant. Silences longer than about a second make callers wonder whether the line has dropped, so latency engineering matters as much as accuracy.</p>

<h2>Why now?</h2>

<p>Three changes have made voice bots practical for mainstream businesses rather than only the largest banks and carriers. Recognition accuracy for accented and code-switched speech has improved dramatically. Cloud deployment has removed the need for expensive on-premises speech servers. And large language models have made it far easier to handle the long tail of phrasing that once required months of grammar writing.</p>

<p>The business case is equally clear. Routine calls such as balance checks, delivery updates, appointment confirmations and outage reports make up a large share of inbound volume. Automating them can reduce call center load by up to 60% in the best-suited operations, while freeing agents for conversations that genuinely need empathy and judgment.</p>

<h2>Designing for the ear, not the eye</h2>

<p>Voice is unforgiving. Callers cannot scroll back, skim or see buttons. Conversation design for voice follows its own rules:</p>

<ol>
<li><strong>Keep prompts brief.</strong> Offer no more than three choices at once, and put the most common option first.</li>
<li><strong>Confirm the critical details.</strong> Read back account numbers and amounts, but do not confirm every trivial answer.</li>
<li><strong>Support barge-in.</strong> Let callers interrupt the bot; regular callers know what they want and should not be made to wait.</li>
<li><strong>Handle silence kindly.</strong> Re-prompt once with a simpler question before offering an agent.</li>
<li><strong>Sound local.</strong> A voice that pronounces Malaysian place names, street names and currency correctly earns immediate trust.</li>
</ol>

<h3>The accent and language challenge</h3>

<p>In South-East Asia a single call can move between Bahasa Malaysia and English within one sentence. Off-the-shelf speech engines trained mainly on American or British English struggle with this. We fine-tune recognition on local call recordings, with customer consent and appropriate anonymization, and we maintain vocabulary lists of product names, plan codes and local terms. The difference in recognition accuracy after tuning is usually substantial.</p>

<h2>Where humans still belong</h2>

<p>A voice bot should not be a wall between customers and people. Complaints, bereavement, financial hardship and complex technical faults deserve a human from the start. We design explicit escape routes: saying "agent" or "customer service" at any point transfers the call, along with a summary of everything collected so far. Agents then open the call already knowing who is calling and why.</p>

<blockquote>The goal is not to keep callers away from agents. It is to make sure that when they reach one, the conversation is worth both their time.</blockquote>

<h2>A practical roadmap</h2>

<p>Organizations that succeed with voice automation rarely try to automate everything at once. A typical path looks like this:</p>

<ol>
<li>Analyze call reasons and pick two or three high-volume, low-complexity intents.</li>
<li>Replace the top of the menu with an open question: "In a few words, how can I help?"</li>
<li>Automate those intents end to end with system integrations, then monitor recordings daily for the first month.</li>
<li>Expand intent by intent, adding outbound use cases such as payment reminders and appointment confirmations.</li>
</ol>

<p>The phone remains the channel customers choose when something matters. Voice bots give businesses a way to answer every one of those calls instantly, at any hour, without the maze of menus that made the phone so dreaded in the first place.</p>`,
  },
  {
    id: "llm-impact-on-ux",
    title: "How Large Language Models Are Rewriting the Rules of User Experience",
    category: "LLM",
    icon: "BrainCircuit",
    date: "2025-05-28",
    author: "Priya Nair",
    excerpt:
      "Large language models let people describe what they want instead of hunting through menus. That power brings new design responsibilities around trust, accuracy and control.",
    imageUrl: "/images/blog/llm-impact-on-ux.svg",
    tags: [
      "Large Language Models",
      "UX Design",
      "Generative AI",
      "Responsible AI",
      "Retrieval-Augmented Generation",
      "Enterprise AI",
    ],
    content: `<p>For most of computing history, software has asked people to learn its structure. We memorized where settings live, which report sits under which tab and what filter combination produces the view we need. Large language models invert that relationship. Users can now describe an outcome in their own words and let the system work out the steps. That single shift is changing user experience design more profoundly than the move from desktop to mobile.</p>

<p>It also introduces new failure modes. A model that writes fluently can be confidently wrong, and an interface that hides its reasoning can leave users unsure whether to trust it. Designing well for language models means embracing their flexibility while building in accuracy, transparency and control.</p>

<h2>From navigation to intention</h2>

<p>Traditional interfaces are built around navigation: menus, forms and dashboards that map to how the system is organized. Language-driven interfaces are built around intention. A finance manager can ask, "Which regional branches exceeded their travel budget last quarter, and why?" rather than exporting three reports and building a pivot table.</p>

<p>This does not mean every screen becomes a chat box. In our projects the most effective patterns combine natural language input with structured output:</p>

<ul>
<li><strong>Ask, then refine:</strong> a plain-language question produces a table or chart that the user can then filter with familiar controls.</li>
<li><strong>Draft, then edit:</strong> the model writes a first version of an email, report or policy, and the person remains the author.</li>
<li><strong>Summarize, then drill down:</strong> long documents or case histories are condensed, with links back to the exact source passages.</li>
</ul>

<h2>Grounding answers in your own knowledge</h2>

<p>General-purpose models know a great deal about the world but nothing about your price list, your HR policy or last week's service outage. Retrieval-augmented generation addresses this by searching approved internal content first and asking the model to answer only from what it finds. For users, the visible benefit is citations: every answer can show which documents it drew on.</p>

<p>We have found that showing sources changes behavior. Users check them at first, gain confidence and then rely on the assistant for routine questions while still verifying anything high-stakes. Without sources, adoption tends to stall after the novelty wears off.</p>

<h2>Designing for uncertainty</h2>

<p>Traditional software is deterministic: the same input produces the same output. Language models are probabilistic, and the interface should be honest about that. Useful techniques include:</p>

<ol>
<li>Letting the assistant say "I could not find this in our documents" instead of guessing.</li>
<li>Asking a clarifying question when a request is ambiguous, such as which financial year or which branch.</li>
<li>Separating facts retrieved from systems from text the model generated, using clear visual cues.</li>
<li>Requiring explicit confirmation before any action that changes data, sends messages or spends money.</li>
</ol>

<blockquote>Trust in an AI system is earned the same way as trust in a colleague: by being right most of the time and honest when it is not sure.</blockquote>

<h2>Language and culture matter</h2>

<p>Much of the early excitement around large language models centered on English. Businesses in South-East Asia serve customers who write in Bahasa Malaysia, Bahasa Indonesia, Mandarin, Tamil, Thai and Vietnamese, often mixing them. A model that handles these languages well, understands local business terms and respects cultural norms of formality produces noticeably better experiences. This is one of the reasons we invested in our own regional model rather than relying solely on global providers.</p>

<h3>Data residency and privacy</h3>

<p>User experience also includes how safe people feel. Employees hesitate to paste customer data into a tool if they do not know where it goes. Deployment options that keep data within Malaysia, clear retention policies and alignment with the Personal Data Protection Act 2010 are not only compliance items; they directly affect whether people are willing to use the system at all.</p>

<h2>Measuring the impact</h2>

<p>Because language interfaces are open-ended, classic usability metrics need adapting. Alongside task completion and time on task, we track answer acceptance rates, how often users edit generated drafts, citation click-through and the share of questions the assistant declines. In deployments where the model is well grounded, organizations commonly see decisions made around 40% faster, because the time spent finding and assembling information shrinks dramatically.</p>

<h2>What designers should do next</h2>

<p>Designers do not need to become machine learning engineers, but they do need to understand what language models are good at and where they fail. Start with a real workflow that involves heavy reading or writing. Prototype with genuine company content, not sample text. Put sources, confirmations and escape hatches into the first version. The organizations that get this right will not simply add a chatbot to their products; they will rethink how people and software work together.</p>`,
  },
  {
    id: "crm-ux-ai",
    title: "AI in CRM: Giving Sales and Service Teams Time Back Instead of More Clicks",
    category: "CRM",
    icon: "ContactRound",
    date: "2025-05-15",
    author: "Farah Hassan",
    authorRole: "Product Lead, Business Applications",
    excerpt:
      "Customer relationship management systems promise a complete view of every customer, yet teams often see them as data entry chores. Thoughtfully designed AI can reverse that perception.",
    imageUrl: "/images/blog/crm-ux-ai.svg",
    tags: ["CRM", "Sales Productivity", "AI Assistants", "Data Quality", "User Adoption"],
    content: `<p>Few business systems are as important, or as resented, as the customer relationship management platform. Leaders rely on it for pipeline forecasts and service reporting. Frontline staff often experience it as a form to complete after the real work is done. When we interview sales and service teams across Malaysian enterprises, the same frustrations surface: too many fields, duplicate records, and dashboards that nobody opens.</p>

<p>Artificial intelligence is now being added to almost every CRM product. Done poorly, it becomes another panel of suggestions that people learn to ignore. Done well, it removes the drudgery that makes teams avoid the system in the first place. The difference lies in user experience design.</p>

<h2>Why CRM adoption struggles</h2>

<p>A CRM is only as valuable as the data inside it, and data only gets entered when people see a benefit. Salespeople who log every call but never get anything useful back soon stop logging. The result is a vicious cycle: incomplete data leads to weak insights, which further reduce the motivation to record anything.</p>

<p>AI can break that cycle from both ends. It can reduce the effort of capturing information and increase the value people receive from it.</p>

<h2>Capture without typing</h2>

<p>The most appreciated AI features we deploy are rarely the flashiest. They are the ones that quietly remove manual entry:</p>

<ul>
<li><strong>Automatic activity logging:</strong> emails, calls and meetings attach themselves to the right contact and opportunity.</li>
<li><strong>Call and meeting summaries:</strong> a short recap with agreed next steps is drafted for the user to approve in one click.</li>
<li><strong>Smart field completion:</strong> company details, industry and size are filled from public registries and previous interactions.</li>
<li><strong>Duplicate detection:</strong> the system spots that "Syarikat Maju Jaya" and "Maju Jaya Sdn Bhd" are the same account before a second record is created.</li>
</ul>

<p>Each of these saves only a minute or two, but across a team of fifty people making dozens of contacts a day, the time adds up to hours returned every week.</p>

<h2>Insight at the moment of need</h2>

<p>The second opportunity is surfacing the right insight when it is useful, rather than in a report reviewed once a month. A service agent opening a case should immediately see that the customer had two unresolved complaints last quarter and is up for contract renewal. A salesperson preparing for a meeting should get a brief covering recent orders, open tickets and relevant news.</p>

<h3>Explain every recommendation</h3>

<p>Lead scores and "next best action" prompts are only trusted when they are explained. A score of 82 means nothing. A note saying "high engagement: opened the last three proposals, visited the pricing page twice this week, similar to accounts that converted last quarter" gives the user something to act on and a reason to believe it. We treat explanation as a mandatory part of every AI recommendation in the interface.</p>

<h2>Design principles that work</h2>

<p>Across CRM projects, a handful of principles consistently separate helpful AI from noise:</p>

<ol>
<li><strong>Inline, not separate.</strong> Suggestions appear where the user is already working, not in a distant AI tab.</li>
<li><strong>Reversible by default.</strong> Any automated change can be undone easily, which encourages people to accept suggestions.</li>
<li><strong>Quiet unless useful.</strong> Show fewer, higher-confidence suggestions rather than a constant stream of alerts.</li>
<li><strong>Respect the user's judgment.</strong> The AI drafts and recommends; the person decides and sends.</li>
<li><strong>Learn from feedback.</strong> Dismissed suggestions should teach the system, and users should see that it improves.</li>
</ol>

<blockquote>When AI does the administration, people can get back to building relationships, which is what a CRM was meant to support all along.</blockquote>

<h2>Connecting CRM with every channel</h2>

<p>Customers now contact businesses through chat, voice, email, social messaging and video. When chatbots and voice bots write their conversation summaries directly into the CRM, the customer record becomes genuinely complete. An agent can see that a customer asked the chatbot about a delayed delivery yesterday, before they even say hello. This connected view is where CRM and conversational AI reinforce each other.</p>

<h2>Getting started</h2>

<p>Organizations do not need to replace their CRM to benefit. A sensible first step is to measure where time goes: how long staff spend logging activities, searching for information and cleaning data. Pick the most painful task, apply AI to it, and measure again after a month. Adoption grows naturally once people experience the system giving time back rather than taking it away, and that is when a CRM starts to deliver the complete customer view it always promised.</p>`,
  },
  {
    id: "video-contact-center-ux",
    title: "Face-to-Face at Scale: Designing the Video Contact Center Experience",
    category: "Video Contact Center",
    icon: "Video",
    date: "2025-04-20",
    author: "Kevin Tan",
    authorRole: "Customer Experience Consultant",
    excerpt:
      "Video brings the reassurance of a branch visit to any smartphone, but only if the experience is designed carefully. We look at where video support works best and how to make it effortless.",
    imageUrl: "/images/blog/video-contact-center-ux.svg",
    tags: ["Video Contact Center", "Customer Experience", "Video Bots", "Remote Support", "Digital Onboarding"],
    content: `<p>Some conversations are simply easier face to face. Explaining an insurance claim, verifying identity for a new account, or showing a technician why a router light is blinking red all go faster when both sides can see each other. For years, that meant a branch visit or a home call. Today, a video contact center can deliver the same reassurance through the smartphone already in the customer's pocket.</p>

<p>Yet video support introduces design challenges that voice and chat do not. Cameras, bandwidth, privacy and agent fatigue all shape whether customers come away impressed or exasperated. This article looks at where video adds real value and how to design an experience that feels effortless.</p>

<h2>Where video genuinely helps</h2>

<p>Video should not replace every call. It earns its place when seeing something changes the outcome. The strongest use cases we have implemented include:</p>

<ul>
<li><strong>Identity verification and onboarding:</strong> banks and insurers completing know-your-customer checks without a branch visit.</li>
<li><strong>Visual troubleshooting:</strong> customers pointing their camera at a device while an agent guides them through the fix.</li>
<li><strong>Claims and damage assessment:</strong> policyholders showing damage to a vehicle or property in real time.</li>
<li><strong>Telehealth triage:</strong> clinics assessing whether a patient needs an in-person appointment.</li>
<li><strong>High-value advisory:</strong> wealth, property and complex product consultations where rapport matters.</li>
</ul>

<h2>Escalate into video, do not start there</h2>

<p>Few customers want to appear on camera the moment they ask a question. The most successful journeys begin in chat or voice and offer video only when it will help. A chatbot handling a broadband fault might say: "It would help to see your modem. Would you like to start a quick video call with a technician?" The customer opts in with context, and the agent joins already knowing the problem.</p>

<p>Video bots can also play a role here, greeting customers, collecting details and guiding simple visual tasks before a person is needed. This keeps human agents focused on the conversations where their expertise matters most.</p>

<h2>Remove friction before the call connects</h2>

<p>The first thirty seconds determine whether a video session succeeds. Design checklists we use include:</p>

<ol>
<li><strong>No app downloads:</strong> sessions run in the mobile browser from a secure link sent by SMS or messaging app.</li>
<li><strong>Pre-call checks:</strong> camera, microphone and connection are tested automatically, with plain-language fixes if something fails.</li>
<li><strong>Clear permission prompts:</strong> explain why camera access is requested before the browser asks.</li>
<li><strong>Adaptive quality:</strong> video degrades gracefully to audio with snapshots when bandwidth drops, which matters for customers outside major cities.</li>
</ol>

<h3>Privacy and consent</h3>

<p>Inviting a company into your home through a camera requires trust. Customers should know whether the session is recorded, how long recordings are kept and who can see them. Blurred backgrounds, the option to use only the rear camera, and a clear way to end the session at any time all help people feel in control. Retention policies should align with the Personal Data Protection Act 2010 and any sector rules from regulators.</p>

<h2>Design for the agent too</h2>

<p>Agents on video carry a heavier load than on voice. They must manage their appearance, lighting and background, read body language and use tools at the same time. Good agent experience design includes a single workspace that combines the video feed, customer record and knowledge articles; one-click snapshot capture for evidence; co-browsing and annotation tools; and scheduling that builds in short breaks between sessions to reduce fatigue.</p>

<blockquote>A video call is only as good as the agent's confidence on camera, and that confidence comes from tools that stay out of their way.</blockquote>

<h2>Measure what video changes</h2>

<p>Average handling time on video is sometimes longer than on voice, which can alarm managers watching traditional metrics. The right comparison is against the alternative outcome: a technician dispatch, a branch appointment or a second and third call. We track first-contact resolution, avoided field visits, onboarding completion rates and customer satisfaction specifically for video sessions. In well-designed programs, those numbers justify the investment many times over.</p>

<h2>The human channel, digitally delivered</h2>

<p>Video contact centers bring back something digital service often lost: the sense of being helped by a real person who can see your situation. Designed with care, offered at the right moment and supported by bots that handle the routine steps, video becomes the most personal channel a business can offer at scale.</p>`,
  },
] satisfies BlogPost[];
