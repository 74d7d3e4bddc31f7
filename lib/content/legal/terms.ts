import { LEGAL_LAST_UPDATED, SUPPORT_EMAIL, type LegalDocument } from "./types";

export const TERMS_OF_SERVICE: LegalDocument = {
  title: "Terms of Service",
  lastUpdated: LEGAL_LAST_UPDATED,
  intro:
    'These Terms of Service govern your use of Demoreel ("Demoreel", "we", "us"), a service for recording your screen and camera and sharing the videos. By signing in or using Demoreel you agree to these terms.',
  sections: [
    {
      id: "the-service",
      heading: "1. The service",
      paragraphs: [
        "Demoreel lets you record your screen, your camera or both in your browser, save the recording as a video, and share it by link or embed. Videos can receive comments pinned to a time, attachments, transcripts with chapters and AI-generated documents. Anyone can watch shared videos; recording, commenting and favouriting require an account.",
      ],
    },
    {
      id: "accounts",
      heading: "2. Your account",
      paragraphs: [
        "You sign in with a third-party account provider such as Google. You must be at least 16 years old and, if you use Demoreel for a company, authorised to accept these terms on its behalf. You are responsible for all activity under your account and must keep your sign-in provider account secure.",
      ],
    },
    {
      id: "plans-and-billing",
      heading: "3. Plans, billing and cancellation",
      paragraphs: [
        "The free plan lets you keep up to 4 videos. Paid plans remove this limit: Pro Monthly costs $14/month and Pro Annual costs $140/year. Prices are in US dollars and exclude any applicable taxes.",
        "Subscriptions are billed in advance through Stripe and renew automatically at the end of each period until you cancel. You can cancel from the Subscription page at any time; your plan stays active until the end of the period you paid for, and you can reactivate it before then. Payments are non-refundable except where the law requires otherwise.",
        "We may change prices for future periods; we will tell you at least 30 days in advance, and you can cancel before the new price applies.",
      ],
    },
    {
      id: "your-content",
      heading: "4. Your content",
      paragraphs: [
        "You own the recordings, comments, attachments and documents you create. You give us a limited licence to host, store, copy, process (for example to create thumbnails, transcripts and AI documents) and display your content, only as needed to provide Demoreel to you and to the people you share it with.",
        "You are responsible for your content and confirm that you have the rights needed to record and share it.",
      ],
    },
    {
      id: "recording-consent",
      heading: "5. Recording other people",
      paragraphs: [
        "Laws on recording differ between countries and states. Before you record a call, a meeting or anyone's voice or image, make sure everyone involved knows and, where required, has agreed. Do not capture passwords, payment details or other confidential information that you are not allowed to share.",
      ],
    },
    {
      id: "acceptable-use",
      heading: "6. Acceptable use",
      paragraphs: ["You agree not to use Demoreel to:"],
      items: [
        "break the law or infringe anyone's intellectual property, privacy or publicity rights;",
        "share content that is harassing, hateful, sexually explicit or violent;",
        "send spam or unsolicited bulk messages;",
        "distribute malware or attempt to access accounts, videos or systems that are not yours;",
        "get around plan limits, scrape the service, or disrupt its operation.",
      ],
    },
    {
      id: "sharing",
      heading: "7. Sharing and embedded content",
      paragraphs: [
        "Anyone who has the link to a shared video can watch it and pass the link on. Keep videos private if they should not be seen by others. Content you embed from other services, such as YouTube, Google Slides or websites, remains subject to those services' own terms.",
      ],
    },
    {
      id: "ai-features",
      heading: "8. AI features",
      paragraphs: [
        "Transcripts, chapters, documents and text enhancements are generated automatically and may be incomplete or wrong. Review them before you rely on them or send them to a customer. When AI processing is enabled, the data these features need is processed by OpenAI as described in our Privacy Policy.",
      ],
    },
    {
      id: "deletion-and-termination",
      heading: "9. Deletion and termination",
      paragraphs: [
        "You can delete a video at any time; deleting a video is permanent. To close your account, email us: it enters a 14-day deletion grace period during which you can ask us to restore it, after which your content is permanently deleted.",
        "We may suspend or close accounts that break these terms or put the service or other users at risk. Where reasonable, we will warn you first and give you a chance to download your videos.",
      ],
    },
    {
      id: "disclaimers",
      heading: "10. Disclaimers",
      paragraphs: [
        'Demoreel is provided "as is" and "as available". To the extent the law allows, we make no warranties that the service will be uninterrupted, error-free or fit for a particular purpose, and we are not responsible for content that users record or share.',
      ],
    },
    {
      id: "liability",
      heading: "11. Limitation of liability",
      paragraphs: [
        "To the extent the law allows, we are not liable for indirect, incidental or consequential damages, or for lost profits, revenue or data. Our total liability for any claim about the service is limited to the amount you paid us in the 12 months before the claim, or $50 if you have not paid us.",
      ],
    },
    {
      id: "changes",
      heading: "12. Changes to these terms",
      paragraphs: [
        "We may update these terms as Demoreel evolves. We will change the date at the top of this page and tell you about significant changes in advance. If you keep using Demoreel after changes take effect, you accept the updated terms.",
      ],
    },
    {
      id: "contact",
      heading: "13. Contact",
      paragraphs: [`Questions about these terms? Email us at ${SUPPORT_EMAIL}.`],
    },
  ],
};
