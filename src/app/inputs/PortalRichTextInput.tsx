import { AlignmentButtons, ClearButtons, ColorButtons, FormatButtons, ImageButtons, LinkButtons, ListButtons, QuoteButtons, RichTextInput, RichTextInputToolbar, type RichTextInputProps } from 'ra-input-rich-text';
import { HeadingLevelSelect } from './HeadingLevelSelect';

/** react-admin's rich text input with its default tools, the level select replaced by an accessible one. */
export function PortalRichTextInput(props: RichTextInputProps) {
  return (
    <RichTextInput
      toolbar={
        <RichTextInputToolbar>
          <HeadingLevelSelect />
          <FormatButtons />
          <ColorButtons />
          <AlignmentButtons />
          <ListButtons />
          <LinkButtons />
          <ImageButtons />
          <QuoteButtons />
          <ClearButtons />
        </RichTextInputToolbar>
      }
      {...props}
    />
  );
}
