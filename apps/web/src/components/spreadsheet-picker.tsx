import InboxOutlined from '@ant-design/icons/InboxOutlined';
import { Upload } from 'antd';
import { toast } from '../lib/toast';
import { spreadsheetFiles, uploadHint, uploadRefusal } from '../lib/uploads';

/*
 * The first step of every spreadsheet import: what the file holds, its
 * template, and a picker that refuses a wrong or oversized file on the spot.
 * The picker uploads nothing; the import's own call reads the chosen file.
 */

interface SpreadsheetPickerProps {
  texts: {
    explain: string;
    template: string;
    pick: string;
    /** The hint under the picker, given the accepted kinds and the size limit. */
    pickHint: (limits: string) => string;
    wrongType: string;
  };
  template: { href: string; fileName?: string };
  file: File | undefined;
  disabled: boolean;
  onPick: (file: File) => void;
}

export function SpreadsheetPicker({ texts, template, file, disabled, onPick }: SpreadsheetPickerProps) {
  const pick = async (picked: File) => {
    const refusal = await uploadRefusal(picked, spreadsheetFiles, texts.wrongType);
    if (refusal) toast.error(refusal);
    else onPick(picked);
  };
  return (
    <>
      <p style={{ marginTop: 0 }}>{texts.explain}</p>
      <p>
        <a href={template.href} download={template.fileName ?? true}>
          {texts.template}
        </a>
      </p>
      <Upload.Dragger
        accept={spreadsheetFiles.accept}
        multiple={false}
        maxCount={1}
        disabled={disabled}
        fileList={file ? [{ uid: 'chosen', name: file.name, status: 'done' }] : []}
        showUploadList={{ showRemoveIcon: false }}
        beforeUpload={(picked) => {
          void pick(picked);
          return false;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined aria-hidden="true" />
        </p>
        <p className="ant-upload-text">{texts.pick}</p>
        <p className="ant-upload-hint">{texts.pickHint(uploadHint(spreadsheetFiles))}</p>
      </Upload.Dragger>
    </>
  );
}
