import type { Faq } from "./faq";

export const FAQS: readonly Faq[] = [
  {
    id: "what-is-demoreel",
    category: "getting-started",
    question: "What is Demoreel?",
    answer:
      "Demoreel is a browser-based screen recorder for sales teams. Record your screen, your camera or both, and your share link is ready the moment you stop, so prospects can watch your demo whenever suits them.",
  },
  {
    id: "install",
    category: "getting-started",
    question: "Do I need to install anything?",
    answer:
      "No. Demoreel runs in your browser. Sign in, click Record and allow screen, camera and microphone access when your browser asks. A recent desktop version of Chrome, Edge or Firefox works best.",
  },
  {
    id: "free-plan",
    category: "getting-started",
    question: "How many videos can I make for free?",
    answer:
      "The free plan includes 4 saved videos with basic editing at 720p, and no credit card is required. Your dashboard shows how many of the 4 free videos you have used. Upgrade to Pro for unlimited recordings.",
  },
  {
    id: "first-recording",
    category: "getting-started",
    question: "How do I make my first recording?",
    answer:
      "Sign in, then click Record in the header or the round record button at the bottom right. Choose a recording mode, click Start Recording and click Stop when you are done. Give the video a title and click Save Recording.",
  },
  {
    id: "upload-files",
    category: "getting-started",
    question: "Can I upload a video I already have?",
    answer:
      "Yes. On My Recordings, click Upload or drop up to 10 files anywhere on the library. MP4, MOV, WebM, MKV and AVI files up to 5 GB each work, including HEVC and ProRes. Each file shows its progress, speed and time left, and its link is ready to copy the moment the last byte arrives. Files a browser cannot play as they are show 'Processing...' with a percentage until they have been converted. If the page is closed or reloaded, choose the same file again and click Resume: only the missing part is sent.",
  },
  {
    id: "recording-modes",
    category: "recording-features",
    question: "Which recording modes are available?",
    answer:
      "Screen + Camera records your screen with a small camera bubble in the corner, Screen Only records just your screen, and Camera Only records just your camera. Pick a mode before you click Start Recording.",
  },
  {
    id: "pause",
    category: "recording-features",
    question: "Can I pause a recording?",
    answer:
      "Yes. While recording, click Pause to take a break and Resume to carry on. Click Stop to finish; the save dialog then opens so you can name your video.",
  },
  {
    id: "camera-bubble",
    category: "recording-features",
    question: "Can I change the camera bubble or add filters?",
    answer:
      "Yes, before you start and while you record. In Screen + Camera mode the camera bubble shows live before you click Start Recording: switch it between a circle and a rounded rectangle, pick a size (S, M or L) and drag it anywhere; it snaps to the corners and edges. The Filters button applies grayscale, sepia, blur, brightness, contrast, hue-rotate or invert to your camera. The recording looks exactly like the preview, and the recorder remembers your choices.",
  },
  {
    id: "devices",
    category: "recording-features",
    question: "How do I choose my camera and microphone?",
    answer:
      "Once your browser allows camera and microphone access, the recorder lists your devices under Camera and Microphone, or choose No camera or No microphone. The meter under Microphone shows that it hears you; if it hears nothing for 3 seconds it says so. Noise suppression and echo cancellation are on unless you turn them off.",
  },
  {
    id: "keyboard-shortcuts",
    category: "recording-features",
    question: "Are there keyboard shortcuts for recording?",
    answer:
      "Yes, while the recorder is open: Alt+Shift+L starts and stops a recording, Alt+Shift+P pauses and resumes, and Alt+Shift+C cancels (after asking whether to discard the recording). A 3-2-1 countdown runs before recording starts; click it to start at once, or turn it off in the recorder.",
  },
  {
    id: "mute-camera",
    category: "recording-features",
    question: "Can I record without my microphone or camera?",
    answer:
      "Yes. Use Mute/Unmute and Hide Camera/Show Camera in the bottom bar of the recorder. A change made during a recording takes effect on your next recording.",
  },
  {
    id: "recording-length",
    category: "recording-features",
    question: "How long can my recordings be?",
    answer:
      "Pro Monthly supports recordings of up to 60 minutes and Pro Annual has unlimited recording time. Short demos upload faster and are more likely to be watched to the end.",
  },
  {
    id: "share-link",
    category: "editing-and-sharing",
    question: "How do I share a video?",
    answer:
      "Open the video and click Share to copy its link or send it by email or to a social network. Anyone with the link can watch a shared video without a Demoreel account.",
  },
  {
    id: "privacy-switch",
    category: "editing-and-sharing",
    question: "What does 'Make this recording private' do?",
    answer:
      "Private videos are visible only to you. New recordings are private by default: turn the switch off when you save, or edit the video later, to share it with anyone who has the link.",
  },
  {
    id: "embed",
    category: "editing-and-sharing",
    question: "Can I embed a video on my website?",
    answer:
      "Yes. Every video has an embeddable player at /embed/ followed by the video's number. Place that address in an iframe on your website, landing page or sales tool.",
  },
  {
    id: "edit-video",
    category: "editing-and-sharing",
    question: "How do I edit a video's title or description?",
    answer:
      "Open the video and click Edit to change its title, description and privacy. The enhance buttons can polish your title and description with AI.",
  },
  {
    id: "timestamped-comments",
    category: "editing-and-sharing",
    question: "How do comments with timestamps work?",
    answer:
      "Signed-in viewers can comment below any video. Tick 'Add current timestamp' to pin the comment to the moment you are watching, so feedback points at the exact slide or click.",
  },
  {
    id: "transcripts",
    category: "editing-and-sharing",
    question: "Can I get a transcript or an AI summary?",
    answer:
      "Yes. Every recording is transcribed on its own once it has been processed, with chapters, and captions are on in the player; owners can regenerate it from the Transcript tab. Searching your recordings also finds what was said: the matching sentence shows under the video and opens it at that moment. Use the AI Document tab to turn the video into a summary, follow-up email or notes from a prompt. Generation can take up to 30 seconds.",
  },
  {
    id: "attachments",
    category: "editing-and-sharing",
    question: "Can I add attachments to a video?",
    answer:
      "Yes. Under Visual Attachments, owners can add images or embedded content (YouTube, Google Slides, Google Sheets, a tweet or any website), each optionally pinned to a time in the video.",
  },
  {
    id: "download",
    category: "editing-and-sharing",
    question: "Can I download my video?",
    answer: "Yes. You can download your recordings as MP4 files from the video page.",
  },
  {
    id: "sign-in",
    category: "account-management",
    question: "How do I sign in?",
    answer:
      "Click the sign-in button in the header and continue with your account provider, such as Google. There is no separate Demoreel password to remember.",
  },
  {
    id: "pro-plans",
    category: "account-management",
    question: "What do the Pro plans cost?",
    answer:
      "Pro Monthly is $14/month with unlimited recordings, no watermark, priority support, recordings up to 60 minutes and team sharing. Pro Annual is $140/year (save 17%) with 1080p, unlimited recording time, advanced analytics and custom branding.",
  },
  {
    id: "cancel",
    category: "account-management",
    question: "How do I cancel my subscription?",
    answer:
      "Click your avatar at the top right and choose Plans and billing (on a phone, open the Menu), then cancel your plan. It stays active until the end of the current billing period, and you can reactivate it before then. Payments are handled securely by Stripe.",
  },
  {
    id: "delete-account",
    category: "account-management",
    question: "How do I delete my account?",
    answer:
      "Email support@demoreel.app from the address you sign in with. Your account and videos enter a 14-day deletion grace period, during which you can ask us to restore them; after that they are permanently deleted.",
  },
  {
    id: "screen-permission",
    category: "troubleshooting",
    question: "My browser won't let me record my screen",
    answer:
      "If you see 'Permission denied', click Record again and choose a screen, window or tab in your browser's picker. On macOS, also allow your browser under System Settings > Privacy & Security > Screen Recording.",
  },
  {
    id: "camera-microphone",
    category: "troubleshooting",
    question: "My camera or microphone isn't working",
    answer:
      "If camera or microphone access is blocked, recording continues without them, except in Camera Only mode, which needs the camera. Allow access from the camera icon in your browser's address bar and start a new recording.",
  },
  {
    id: "large-upload",
    category: "troubleshooting",
    question: "My upload is taking a long time",
    answer:
      "Large recordings take longer to upload: you will see a warning for recordings over 50 MB, and files over 2 GB may be compressed. Keep the tab open until the video appears on your dashboard, first as Uploading and then as Processing.",
  },
  {
    id: "original-quality",
    category: "troubleshooting",
    question: "Why does my video say 'Original Quality'?",
    answer:
      "Processing could not produce an optimised copy, so Demoreel plays your original recording instead. The video still works and can be shared as usual.",
  },
  {
    id: "video-limit",
    category: "troubleshooting",
    question: "I can't start a new recording on the free plan",
    answer:
      "The free plan allows 4 videos. Upgrade to Pro for unlimited recordings, or delete a video you no longer need to free up a slot.",
  },
  {
    id: "team-workspaces",
    category: "account-management",
    question: "How do I share videos with my team?",
    answer:
      "Create a team workspace from your account menu (Create workspace), then open Workspace settings and invite your teammates by email with a role: admins manage members and folders, creators record, viewers watch and comment. Videos recorded in the workspace are visible to its members by default, and admins can sort them into folders.",
  },
  {
    id: "viewer-cannot-record",
    category: "troubleshooting",
    question: "Why is there no Record button in my team's workspace?",
    answer:
      "Viewers watch and comment on a workspace's videos but can't record in it. Ask an admin of the workspace to make you a creator, or switch to your personal workspace in the account menu to record there.",
  },
  {
    id: "edit-by-transcript",
    category: "editing-and-sharing",
    question: "Can I edit a video by editing its transcript?",
    answer:
      "Yes, on Pro. On your video's Transcript tab, click a word and shift-click another to select the words between, then cut them; Remove filler words and Remove silences mark every um, uh and pause of a second or more. The player skips what is marked so you can preview it, and Apply renders the edit. The transcript keeps the words you left, chapters and a generated summary that quoted cut words are rewritten, and Revert to original brings the whole video back.",
  },
  {
    id: "webhooks",
    category: "account-management",
    question: "How do I send views and comments to my CRM?",
    answer:
      "Add a webhook in Workspace settings (Pro Annual; owners and admins). It sends events for the videos of that workspace only, as signed JSON to your https:// endpoint: a video is ready, viewed, watched to 25, 50, 75 or 100%, its call to action clicked, commented on, or a prospect opened their tracked link. A team's webhook never fires for your personal videos, nor for a team video only its creator can watch: add one in each workspace. Send test checks the endpoint, and each webhook lists its latest deliveries.",
  },
  {
    id: "slack",
    category: "account-management",
    question: "Can Demoreel post to a Slack channel?",
    answer:
      "Yes. In Slack, add an incoming webhook to the channel and copy its URL (it starts with https://hooks.slack.com/). Then in Workspace settings choose Add webhook, Send to: A Slack channel, paste the URL and pick the events. Each event becomes one message, such as 'Jane (Acme) watched 75% of \"Acme pricing demo\"', with the video's title linking to it.",
  },
  {
    id: "branding",
    category: "account-management",
    question: "Can I put my company's logo and colours on my videos?",
    answer:
      "Yes, on Pro Annual. In Workspace settings, an owner or admin uploads a logo (PNG, JPEG or WebP up to 1 MB) and picks an accent colour. The workspace's share pages then show your logo in place of ours and your colour on the player, buttons and call to action, and the embedded player and the emails about its videos carry them too.",
  },
];
