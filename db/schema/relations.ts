import { relations } from "drizzle-orm";
import { users } from "./auth";
import { aiDocuments, attachments, comments } from "./content";
import { favorites, videos } from "./videos";

export const usersRelations = relations(users, ({ many }) => ({ videos: many(videos) }));

export const videosRelations = relations(videos, ({ one, many }) => ({
  user: one(users, { fields: [videos.userId], references: [users.id] }),
  comments: many(comments),
  attachments: many(attachments),
  aiDocuments: many(aiDocuments),
  favorites: many(favorites),
}));

export const commentsRelations = relations(comments, ({ one }) => ({
  video: one(videos, { fields: [comments.videoId], references: [videos.id] }),
  user: one(users, { fields: [comments.userId], references: [users.id] }),
}));

export const attachmentsRelations = relations(attachments, ({ one }) => ({
  video: one(videos, { fields: [attachments.videoId], references: [videos.id] }),
}));

export const aiDocumentsRelations = relations(aiDocuments, ({ one }) => ({
  video: one(videos, { fields: [aiDocuments.videoId], references: [videos.id] }),
}));

export const favoritesRelations = relations(favorites, ({ one }) => ({
  video: one(videos, { fields: [favorites.videoId], references: [videos.id] }),
  user: one(users, { fields: [favorites.userId], references: [users.id] }),
}));
