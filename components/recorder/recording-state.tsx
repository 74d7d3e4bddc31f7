"use client";

import { createContext, useContext, useMemo, useState, type ReactNode } from "react";

export interface RecordingState {
  isRecording: boolean;
  setIsRecording: (value: boolean) => void;
}

export const RecordingStateContext = createContext<RecordingState>({
  isRecording: false,
  setIsRecording: () => {},
});

/** Lets the recorder tell the shell it is recording (the floating button hides meanwhile). */
export function RecordingStateProvider({ children }: { children: ReactNode }) {
  const [isRecording, setIsRecording] = useState(false);
  const value = useMemo(() => ({ isRecording, setIsRecording }), [isRecording]);
  return <RecordingStateContext value={value}>{children}</RecordingStateContext>;
}

export function useRecordingState(): RecordingState {
  return useContext(RecordingStateContext);
}
