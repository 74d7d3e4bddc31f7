import { LEGAL_LAST_UPDATED, SUPPORT_EMAIL, type LegalDocument } from "./types";

export const PRIVACY_POLICY: LegalDocument = {
  title: "Privacy Policy",
  lastUpdated: LEGAL_LAST_UPDATED,
  intro:
    'This Privacy Policy explains what information Demoreel ("Demoreel", "we", "us") collects when you use our screen-recording and video-sharing service, how we use and share it, and the choices you have.',
  sections: [
    {
      id: "information-we-collect",
      heading: "1. Information we collect",
      paragraphs: ["We collect only what we need to run the service:"],
      items: [
        "Account information: when you sign in with an account provider such as Google, we receive your name, email address and profile picture. We never see your password.",
        "Recordings: the screen, camera and microphone content you choose to record, with the title, description, privacy setting, duration and thumbnail image of each video.",
        "Content you add: comments, attachments (images and links to embedded content), transcripts, chapters and documents.",
        "Usage information: view counts of videos, and technical logs such as IP address, browser type and pages requested, which we keep to operate and secure the service.",
        "Billing information: your plan, subscription status and renewal date. Card details go directly to Stripe and are never stored on our servers.",
      ],
    },
    {
      id: "screen-camera-microphone",
      heading: "2. Screen, camera and microphone",
      paragraphs: [
        "Demoreel asks your browser for access to your screen, camera and microphone only when you record. You choose which screen, window or tab to share, and whether to include your camera and microphone. Capture stops when you stop the recording or end screen sharing from your browser.",
        "A recording is composed in your browser and is uploaded to our servers only when you click Save Recording. If you discard it, it never leaves your device. You can withdraw these permissions at any time in your browser settings.",
      ],
    },
    {
      id: "how-we-use",
      heading: "3. How we use your information",
      paragraphs: ["We use your information to:"],
      items: [
        "store, process and play your videos, and create their thumbnails;",
        "show your name and avatar on your videos and comments;",
        "apply the limits of your plan and manage your subscription;",
        "provide transcripts, chapters and AI documents when you ask for them;",
        "answer your support requests and tell you about important changes to your account;",
        "detect and prevent abuse, fraud and security incidents.",
      ],
    },
    {
      id: "sharing-videos",
      heading: "4. Who can see your videos",
      paragraphs: [
        "New recordings are private: only you can see them. When you make a video shared, anyone with its link can watch it without signing in, and the video can be embedded on other websites. Its title, description, duration, view count, your name and avatar, and its comments and attachments are visible to those viewers.",
        "You can make a video private again or delete it at any time. People who already downloaded or recorded it may keep their copy.",
      ],
    },
    {
      id: "ai-processing",
      heading: "5. AI processing",
      paragraphs: [
        "When AI processing is enabled for the service and you use an AI feature (generating a transcript, chapters or a document, or enhancing a title or description), we send the audio or text that the feature needs, together with your prompt, to OpenAI, which processes it on our behalf and returns the result.",
        "When AI processing is not enabled, these features run without sending anything to OpenAI. We do not use your recordings to train AI models.",
      ],
    },
    {
      id: "service-providers",
      heading: "6. Service providers",
      paragraphs: [
        "We do not sell your personal information and we do not show advertising. We share information only with providers that help us run Demoreel, under contracts that limit their use of it:",
      ],
      items: [
        "Stripe, which processes subscription payments;",
        "OpenAI, for the AI features described above, when enabled;",
        "your sign-in provider, such as Google, which confirms your identity;",
        "our hosting, database and file storage providers, which keep the service and your videos online.",
      ],
    },
    {
      id: "cookies",
      heading: "7. Cookies and local storage",
      paragraphs: [
        "We use essential cookies to keep you signed in and to protect sign-in against forgery. Your browser's local storage remembers your theme (light, dark or system) and tracks uploads in progress. We do not use advertising or cross-site tracking cookies.",
      ],
    },
    {
      id: "retention",
      heading: "8. Retention and deletion",
      paragraphs: [
        "We keep your information for as long as your account is open. Deleting a video removes it from your library and disables its share link and embeds; deleted comments and attachments are removed the same way.",
        `To delete your account, email ${SUPPORT_EMAIL} from the address you sign in with. Your account then enters a 14-day deletion grace period during which you can ask us to restore it; after that, your videos, transcripts, documents, comments and attachments are permanently deleted. We keep billing records for as long as tax and accounting laws require.`,
      ],
    },
    {
      id: "security",
      heading: "9. Security",
      paragraphs: [
        "Connections to Demoreel are encrypted with HTTPS, private videos are only served to their owner, and access to our systems is restricted. No service can guarantee perfect security, so please tell us right away if you suspect unauthorised access to your account.",
      ],
    },
    {
      id: "your-rights",
      heading: "10. Your rights",
      paragraphs: [
        `Depending on where you live, you may have the right to access, correct, export or delete your personal information, and to object to or restrict some processing. You can edit or delete your videos yourself, download them as MP4 files, and contact us at ${SUPPORT_EMAIL} for anything else. We answer requests within 30 days.`,
      ],
    },
    {
      id: "children",
      heading: "11. Children",
      paragraphs: [
        "Demoreel is a business tool and is not meant for children under 16. We do not knowingly collect information from them; if you believe a child has given us information, contact us and we will delete it.",
      ],
    },
    {
      id: "changes",
      heading: "12. Changes to this policy",
      paragraphs: [
        "We may update this policy as the service changes. We will change the date at the top of this page and, for significant changes, tell you by email or in the app before they take effect.",
      ],
    },
    {
      id: "contact",
      heading: "13. Contact",
      paragraphs: [`Questions about privacy? Email us at ${SUPPORT_EMAIL}.`],
    },
  ],
};
