import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyChoice } from '../api/employee-auth';

interface CompanyChoiceListProps {
  companies: CompanyChoice[];
  chosen: number | undefined;
  onChoose: (userid: number) => void;
  problem?: string;
}

/** The companies a phone number belongs to, as radio buttons: the employee picks where to sign in. */
export function CompanyChoiceList({ companies, chosen, onChoose, problem }: CompanyChoiceListProps) {
  const { t } = useTranslation('employee');
  const name = useId();
  const problemId = `${name}-problem`;
  return (
    <fieldset className="choice-list" aria-describedby={problem ? problemId : undefined}>
      <legend className="field-label">{t('company.choose')}</legend>
      <p className="field-hint" style={{ margin: '0 0 8px' }}>
        {t('company.why')}
      </p>
      {companies.map((company) => (
        <label key={company.userid} className="choice">
          <input
            type="radio"
            name={name}
            value={company.userid}
            checked={chosen === company.userid}
            onChange={() => onChoose(company.userid)}
          />
          <span>{company.company}</span>
        </label>
      ))}
      {problem && (
        <div className="field-error" id={problemId} role="alert">
          {t(problem)}
        </div>
      )}
    </fieldset>
  );
}
